/** What a form-associated element submits: the same kinds `ElementInternals` accepts. */
export type FormValue = string | File | FormData | null;

export interface FormValidity {
  flags: ValidityStateFlags;
  message: string;
  /** The element inside the shadow root that `reportValidity()` should point at. */
  anchor?: HTMLElement;
}

/**
 * The handle a form-associated element gives its component (`formControl` prop). The element
 * owns the value (see FormValueOptions), so the form always submits what `.value` says; the
 * component, which knows its rules, says whether that value is acceptable.
 */
export interface FormControl {
  /** The form the element belongs to, if any. */
  readonly form: HTMLFormElement | null;
  /** The validity of the value the component shows; without `validity` the control is valid. */
  setValidity(validity?: FormValidity): void;
  /**
   * Runs `listener` on `form.reset()`, after the element has put its default value back: for
   * what the component keeps beside its value (an upload under way, a half-dragged handle).
   * Returns the unsubscribe function.
   */
  onReset(listener: () => void): () => void;
}

export interface HostFormControl extends FormControl {
  /** Called by the host's `formResetCallback`. */
  notifyReset(): void;
}

export function createFormControl(internals: ElementInternals): HostFormControl {
  const resetListeners = new Set<() => void>();
  return {
    get form() {
      return internals.form;
    },
    setValidity(validity) {
      if (validity) internals.setValidity(validity.flags, validity.message, validity.anchor);
      else internals.setValidity({});
    },
    onReset(listener) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    notifyReset() {
      for (const listener of [...resetListeners]) listener();
    },
  };
}

const INTERNALS_GETTERS = ['form', 'labels', 'validity', 'validationMessage', 'willValidate'] as const;
const INTERNALS_METHODS = ['checkValidity', 'reportValidity'] as const;

/** Gives a form-associated element the DOM surface of a native form control. */
export function exposeFormControlMembers(
  prototype: HTMLElement,
  internalsOf: (element: HTMLElement) => ElementInternals,
): void {
  for (const name of INTERNALS_GETTERS) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return internalsOf(this)[name];
      },
    });
  }
  for (const name of INTERNALS_METHODS) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      value(this: HTMLElement) {
        return internalsOf(this)[name]();
      },
    });
  }
}
