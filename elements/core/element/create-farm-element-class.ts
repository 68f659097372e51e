import { createElement, type ComponentType } from 'react';
import {
  attributeNameFor,
  attributeTextFor,
  isDefaultOn,
  isSwitchedOff,
  parseAttribute,
  parseJsonAttribute,
  switchFeature,
  type DefaultOnNames,
  type PlainAttributeType,
} from './attribute-values';
import { eventDispatcher, resolveEventSpec } from './farm-events';
import { createFormControl, exposeFormControlMembers, type HostFormControl } from './form-control';
import { ControlValue, valueFromChange, valueModelOf } from './form-value';
import { elementHostCss } from './host-css';
import { emotionKeyFor, mountShadowReactRoot, type ShadowReactRoot } from './shadow-react-root';
import { sharedStyleSheet } from './shared-style-sheets';
import type { AttributeType, FarmElementClassOf, FarmElementOptions, FarmEventSpec } from './types';

interface DefaultOnProp extends DefaultOnNames {
  prop: string;
  /** The DOM property of the negative attribute (`noToolbar`). */
  negation: string;
}

/**
 * Builds the custom element class for `Component` without registering it, so it can be
 * defined under any name (`customElements.define('my-cron', createFarmElementClass(...))`).
 * Props not set on the element are left out: the component's own defaults apply.
 *
 * Written on react-dom/client rather than on r2wc: every r2wc default listed in
 * design/ELEMENTS.md is one we would override (mount and unmount timing, attribute parsing,
 * removal, property accessors, events, shadow options), which meant patching its
 * `Symbol.for('r2wc.*')` internals and pinning its version.
 */
export function createFarmElementClass<Props extends object, const Options extends FarmElementOptions<Props>>(
  Component: ComponentType<Props>,
  options: Options,
): FarmElementClassOf<Props, Options> {
  const formOptions = typeof options.formAssociated === 'object' ? options.formAssociated : {};
  const valueModel = valueModelOf(formOptions.value);
  const valueProp = valueModel?.prop;

  const declaredAttributes = Object.entries(options.attributes ?? {}) as [string, AttributeType][];
  const plainAttributes = declaredAttributes.filter(
    (entry): entry is [string, PlainAttributeType] => !isDefaultOn(entry[1]),
  );
  const defaultOnProps: DefaultOnProp[] = declaredAttributes.flatMap(([prop, type]) =>
    isDefaultOn(type)
      ? [{ prop, negation: type.offBy, positive: attributeNameFor(prop), negative: attributeNameFor(type.offBy) }]
      : [],
  );
  const attributeByName = new Map(plainAttributes.map(([prop, type]) => [attributeNameFor(prop), { prop, type }]));
  const defaultOnByName = new Map(
    defaultOnProps.flatMap((entry) => [[entry.positive, entry] as const, [entry.negative, entry] as const]),
  );
  const jsonAttributeProps = [...(options.jsonAttributes ?? [])] as string[];
  const jsonPropByAttribute = new Map(jsonAttributeProps.map((prop) => [attributeNameFor(prop), prop]));
  const valueAttribute =
    valueProp &&
    (attributeByName.has(attributeNameFor(valueProp)) || jsonPropByAttribute.has(attributeNameFor(valueProp)))
      ? attributeNameFor(valueProp)
      : null;
  const propertyNames = [...new Set([...(options.properties ?? []), ...jsonAttributeProps])] as string[];
  const declaredProps = [
    ...new Set([
      ...declaredAttributes.map(([prop]) => prop),
      ...defaultOnProps.map((entry) => entry.negation),
      ...propertyNames,
      ...(valueProp ? [valueProp] : []),
    ]),
  ];
  const events = (Object.entries(options.events ?? {}) as [string, FarmEventSpec][]).map(
    ([prop, spec]) => [prop, resolveEventSpec(prop, spec)] as const,
  );
  const formAssociated = Boolean(options.formAssociated);
  const disabledProp = formOptions.disabledProp || 'disabled';
  const styleTexts = [elementHostCss, ...(options.styles ?? [])];

  // What the element dispatches, for tools and tests that check it against custom-elements.json.
  const eventTypes = Object.freeze([...new Set(events.flatMap(([, event]) => [event.type, ...event.alsoFire]))]);

  /** The value attribute's text as a value: JSON for a JSON attribute, else as its type reads it. */
  const readValueAttribute = (text: string | null): unknown => {
    if (!valueProp) return undefined;
    const attribute = attributeByName.get(attributeNameFor(valueProp));
    return attribute ? parseAttribute(attribute.type, text) : parseJsonAttribute(text);
  };

  class FarmElementClass extends HTMLElement {
    static readonly observedAttributes = [
      ...attributeByName.keys(),
      ...defaultOnByName.keys(),
      ...jsonPropByAttribute.keys(),
    ];
    static readonly formAssociated = formAssociated;
    static readonly eventTypes = eventTypes;

    readonly #props: Record<string, unknown> = {};
    readonly #eventCallbacks: Record<string, (argument?: unknown) => void>;
    readonly #shadow: ShadowRoot;
    readonly #internals: ElementInternals | null;
    readonly #formControl: HostFormControl | null;
    readonly #value: ControlValue | null;
    // Starts as not connected, so an element created and configured while detached mounts
    // React only once it is inserted (a detached root would leak if it never is).
    #connected = false;
    #disabledByForm = false;
    #reactRoot: ShadowReactRoot | null = null;

    constructor() {
      super();
      // delegatesFocus: `host.focus()` moves focus to the first focusable node inside.
      this.#shadow = this.attachShadow({ mode: 'open', delegatesFocus: true });
      this.#shadow.adoptedStyleSheets = styleTexts.map(sharedStyleSheet);
      this.#internals = formAssociated ? this.attachInternals() : null;
      this.#formControl = this.#internals ? createFormControl(this.#internals) : null;
      this.#value =
        this.#internals && valueModel ? new ControlValue(valueModel, this.#internals, () => this.#render()) : null;
      this.#eventCallbacks = Object.fromEntries(events.map(([prop, event]) => [prop, eventDispatcher(this, event)]));
      if (this.#value && valueModel) {
        const value = this.#value;
        const fire = this.#eventCallbacks[valueModel.changeEvent];
        // The user's value is taken before the event goes out, so its listeners read the same
        // value from the detail, from `.value` and from the form.
        this.#eventCallbacks[valueModel.changeEvent] = (argument) => {
          value.setByUser(valueFromChange(argument));
          fire?.(argument);
        };
      }
    }

    connectedCallback(): void {
      this.#adoptPropertiesSetBeforeUpgrade();
      this.#connected = true;
      this.#render();
    }

    disconnectedCallback(): void {
      this.#connected = false;
      // Moving an element is a disconnect then a connect in the same task: unmounting only
      // if it is still out after a microtask keeps React state across moves.
      queueMicrotask(() => {
        if (!this.#connected) this.#unmount();
      });
    }

    /** Its presence makes `moveBefore()` keep the element connected: nothing to redo. */
    connectedMoveCallback(): void {}

    attributeChangedCallback(name: string, _previous: string | null, text: string | null): void {
      if (name === valueAttribute && this.#value) {
        this.#value.setDefault(readValueAttribute(text));
        return;
      }
      const attribute = attributeByName.get(name);
      if (attribute) this.#setProp(attribute.prop, parseAttribute(attribute.type, text));
      const defaultOn = defaultOnByName.get(name);
      if (defaultOn) this.#setProp(defaultOn.prop, isSwitchedOff(this, defaultOn) ? false : undefined);
      const jsonProp = jsonPropByAttribute.get(name);
      if (jsonProp) this.#setProp(jsonProp, parseJsonAttribute(text));
    }

    formResetCallback(): void {
      this.#value?.reset();
      this.#formControl?.notifyReset();
    }

    formDisabledCallback(disabled: boolean): void {
      this.#disabledByForm = disabled;
      this.#render();
    }

    formStateRestoreCallback(state: unknown): void {
      this.#value?.restore(state);
    }

    #setProp(prop: string, value: unknown): void {
      if (value === undefined) delete this.#props[prop];
      else this.#props[prop] = value;
      this.#render();
    }

    /**
     * A property assigned before the tag was defined is an own data property hiding the
     * accessor: take it off and assign it again through the accessor.
     */
    #adoptPropertiesSetBeforeUpgrade(): void {
      const own = this as unknown as Record<string, unknown>;
      for (const prop of declaredProps) {
        if (!Object.hasOwn(own, prop)) continue;
        const value = own[prop];
        delete own[prop];
        own[prop] = value;
      }
    }

    #render(): void {
      if (!this.#connected) return;
      const props: Record<string, unknown> = { ...this.#props, ...this.#eventCallbacks, container: this.#shadow };
      if (this.#formControl) {
        props.formControl = this.#formControl;
        if (this.#disabledByForm) props[disabledProp] = true;
      }
      // Controlled: the component shows the element's current value, the user's edits included.
      if (this.#value && valueProp) props[valueProp] = this.#value.current;
      this.#reactRoot ??= mountShadowReactRoot(this.#shadow, emotionKeyFor(this.localName));
      this.#reactRoot.render(createElement(Component, props as Props));
    }

    #unmount(): void {
      this.#reactRoot?.unmount();
      this.#reactRoot = null;
    }

    static {
      const define = (
        prop: string,
        get: (element: FarmElementClass) => unknown,
        set: (element: FarmElementClass, value: unknown) => void,
      ) => {
        Object.defineProperty(FarmElementClass.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: FarmElementClass) {
            return get(this);
          },
          set(this: FarmElementClass, value: unknown) {
            set(this, value);
          },
        });
      };
      // The value model's prop gets its own accessors below, never the reflecting ones.
      for (const [prop, type] of plainAttributes.filter(([prop]) => prop !== valueProp)) {
        const name = attributeNameFor(prop);
        // Reflects to the attribute, which stays the one source of the prop's value.
        define(
          prop,
          (element) => element.#props[prop],
          (element, value) => {
            const text = attributeTextFor(type, value);
            if (text === null) element.removeAttribute(name);
            else element.setAttribute(name, text);
          },
        );
      }
      for (const entry of defaultOnProps) {
        // `null` or `undefined` restores the default, which is on.
        const on = (value: unknown) => value === null || value === undefined || Boolean(value);
        define(
          entry.prop,
          (element) => !isSwitchedOff(element, entry),
          (element, value) => switchFeature(element, entry, on(value)),
        );
        define(
          entry.negation,
          (element) => isSwitchedOff(element, entry),
          (element, value) => switchFeature(element, entry, !value),
        );
      }
      for (const prop of propertyNames.filter((name) => name !== valueProp)) {
        define(
          prop,
          (element) => element.#props[prop],
          (element, value) => element.#setProp(prop, value),
        );
      }
      if (valueProp && formAssociated) {
        // As `<input>`: the property is the current value and never touches the attribute,
        // which is the default (`defaultValue`) that form.reset() restores.
        define(
          valueProp,
          (element) => element.#value?.current,
          (element, value) => element.#value?.setCurrent(value),
        );
        define(
          'defaultValue',
          (element) => (valueAttribute ? (element.getAttribute(valueAttribute) ?? '') : ''),
          (element, value) => {
            if (valueAttribute) element.setAttribute(valueAttribute, String(value ?? ''));
          },
        );
      }
      if (formAssociated) {
        exposeFormControlMembers(
          FarmElementClass.prototype,
          (element) => (element as FarmElementClass).#internals as ElementInternals,
        );
      }
    }
  }

  return FarmElementClass as unknown as FarmElementClassOf<Props, Options>;
}
