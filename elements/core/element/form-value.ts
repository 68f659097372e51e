import type { FormValue } from './form-control';

/** A value model as the element runs it (FormValueOptions, with its defaults filled in). */
export interface ValueModelSpec {
  prop: string;
  changeEvent: string;
  /** The value while none is given. */
  empty: unknown;
  /** What a value the page gives becomes (FormValueOptions.sanitize). */
  sanitize: (value: unknown) => unknown;
  formValue: (value: unknown) => FormValue;
}

/** FormValueOptions as the factory reads it, whatever the component's props. */
export interface DeclaredValueModel {
  readonly prop: string;
  readonly changeEvent: string;
  readonly empty?: unknown;
  readonly sanitize?: (value: never) => unknown;
  readonly formValue?: (value: never) => FormValue;
}

/**
 * The value model with its defaults filled in. The functions were typed by the component's value
 * type; the element only ever hands them values of that type (what the attribute, a script or
 * the component gave), so they are called as taking any value.
 */
export function valueModelOf(declared: DeclaredValueModel | undefined): ValueModelSpec | null {
  if (!declared) return null;
  return {
    prop: declared.prop,
    changeEvent: declared.changeEvent,
    empty: 'empty' in declared ? declared.empty : '',
    sanitize: (declared.sanitize as ((value: unknown) => unknown) | undefined) ?? ((value) => value),
    formValue: (declared.formValue as ((value: unknown) => FormValue) | undefined) ?? submittedValue,
  };
}

/** The default submission: text as it is, other values as JSON; an empty value is left out. */
export function submittedValue(value: unknown): FormValue {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length === 0) return null;
  return JSON.stringify(value);
}

/** The value a change callback reports: `{ value, ... }` carries it, a bare argument is it. */
export function valueFromChange(argument: unknown): unknown {
  if (typeof argument === 'object' && argument !== null && 'value' in argument)
    return (argument as { value: unknown }).value;
  return argument;
}

/**
 * What the browser keeps for the form state restore (back/forward, autofill): the value itself,
 * as JSON, since the submitted form value cannot always be read back into it (the query's).
 */
function restoreStateOf(value: unknown): string | null {
  try {
    return JSON.stringify({ value }) ?? null;
  } catch {
    return null;
  }
}

function valueFromRestoreState(state: unknown): { value: unknown } | null {
  if (typeof state !== 'string') return null;
  try {
    const parsed = JSON.parse(state) as unknown;
    return typeof parsed === 'object' && parsed !== null && 'value' in parsed ? (parsed as { value: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * The value of a form control, as `<input>` keeps it: the default (its `value` attribute), the
 * current value (the user's edits and script assignments) and the dirty flag saying whether
 * the current value has left the default. Every change goes to the form at once, so the form
 * never lags `.value`.
 */
export class ControlValue {
  readonly #spec: ValueModelSpec;
  readonly #internals: ElementInternals;
  readonly #changed: () => void;
  #default: unknown;
  #current: unknown;
  #dirty = false;

  constructor(spec: ValueModelSpec, internals: ElementInternals, changed: () => void) {
    this.#spec = spec;
    this.#internals = internals;
    this.#changed = changed;
    this.#default = spec.empty;
    this.#current = spec.empty;
  }

  get current(): unknown {
    return this.#current;
  }

  /** The default changed (the `value` attribute): it shows through until the value is dirty. */
  setDefault(value: unknown): void {
    this.#default = this.#given(value);
    if (!this.#dirty) this.#set(this.#default);
  }

  /** A script's assignment: the value is dirty from now on. */
  setCurrent(value: unknown): void {
    this.#dirty = true;
    this.#set(this.#given(value));
  }

  /** A user's edit, as the component reports it: dirty too. */
  setByUser(value: unknown): void {
    this.#dirty = true;
    this.#set(value ?? this.#spec.empty);
  }

  /** `form.reset()`: back to the default, and clean. */
  reset(): void {
    this.#dirty = false;
    this.#set(this.#default);
  }

  /** The browser brings back a value it kept (history navigation, autofill). */
  restore(state: unknown): void {
    const restored = valueFromRestoreState(state);
    if (restored) this.setCurrent(restored.value);
  }

  #given(value: unknown): unknown {
    if (value === null || value === undefined) return this.#spec.empty;
    return this.#spec.sanitize(value) ?? this.#spec.empty;
  }

  #set(value: unknown): void {
    this.#current = value;
    const submitted = value === null || value === undefined ? null : this.#spec.formValue(value);
    this.#internals.setFormValue(submitted, restoreStateOf(value));
    this.#changed();
  }
}
