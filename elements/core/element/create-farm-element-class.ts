import { createElement, type ComponentType } from 'react';
import { attributeNameFor, attributeTextFor, parseAttribute, parseJsonAttribute } from './attribute-values';
import { eventDispatcher, resolveEventSpec } from './farm-events';
import { createFormControl, exposeFormControlMembers, type HostFormControl } from './form-control';
import { elementHostCss } from './host-css';
import { emotionKeyFor, mountShadowReactRoot, type ShadowReactRoot } from './shadow-react-root';
import { sharedStyleSheet } from './shared-style-sheets';
import type { AttributeType, FarmElementClassOf, FarmElementOptions, FarmEventSpec } from './types';

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
  const attributes = Object.entries(options.attributes ?? {}) as [string, AttributeType][];
  const attributeByName = new Map(attributes.map(([prop, type]) => [attributeNameFor(prop), { prop, type }]));
  const jsonAttributeProps = [...(options.jsonAttributes ?? [])] as string[];
  const jsonPropByAttribute = new Map(jsonAttributeProps.map((prop) => [attributeNameFor(prop), prop]));
  const propertyNames = [...new Set([...(options.properties ?? []), ...jsonAttributeProps])] as string[];
  const declaredProps = [...attributes.map(([prop]) => prop), ...propertyNames];
  const events = (Object.entries(options.events ?? {}) as [string, FarmEventSpec][]).map(
    ([prop, spec]) => [prop, resolveEventSpec(prop, spec)] as const,
  );
  const formAssociated = Boolean(options.formAssociated);
  const disabledProp = (typeof options.formAssociated === 'object' && options.formAssociated.disabledProp) || 'disabled';
  const styleTexts = [elementHostCss, ...(options.styles ?? [])];

  // What the element dispatches, for tools and tests that check it against custom-elements.json.
  const eventTypes = Object.freeze([...new Set(events.flatMap(([, event]) => [event.type, ...event.alsoFire]))]);

  class FarmElementClass extends HTMLElement {
    static readonly observedAttributes = [...attributeByName.keys(), ...jsonPropByAttribute.keys()];
    static readonly formAssociated = formAssociated;
    static readonly eventTypes = eventTypes;

    readonly #props: Record<string, unknown> = {};
    readonly #eventCallbacks: Record<string, unknown>;
    readonly #shadow: ShadowRoot;
    readonly #internals: ElementInternals | null;
    readonly #formControl: HostFormControl | null;
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
      this.#eventCallbacks = Object.fromEntries(events.map(([prop, event]) => [prop, eventDispatcher(this, event)]));
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
      const attribute = attributeByName.get(name);
      if (attribute) this.#setProp(attribute.prop, parseAttribute(attribute.type, text));
      const jsonProp = jsonPropByAttribute.get(name);
      if (jsonProp) this.#setProp(jsonProp, parseJsonAttribute(text));
    }

    formResetCallback(): void {
      this.#formControl?.notifyReset();
    }

    formDisabledCallback(disabled: boolean): void {
      this.#disabledByForm = disabled;
      this.#render();
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
        if (!Object.prototype.hasOwnProperty.call(own, prop)) continue;
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
      this.#reactRoot ??= mountShadowReactRoot(this.#shadow, emotionKeyFor(this.localName));
      this.#reactRoot.render(createElement(Component, props as Props));
    }

    #unmount(): void {
      this.#reactRoot?.unmount();
      this.#reactRoot = null;
    }

    static {
      for (const [prop, type] of attributes) {
        const name = attributeNameFor(prop);
        // The browser counts a form control as disabled while its `disabled` attribute is
        // present, whatever its text: switching it off must remove the attribute.
        const presenceOnly = formAssociated && prop === disabledProp;
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: FarmElementClass) {
            return this.#props[prop];
          },
          // Reflects to the attribute, which stays the one source of the prop's value.
          set(this: FarmElementClass, value: unknown) {
            const text = presenceOnly && !value ? null : attributeTextFor(type, value);
            if (text === null) this.removeAttribute(name);
            else this.setAttribute(name, text);
          },
        });
      }
      for (const prop of propertyNames) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: FarmElementClass) {
            return this.#props[prop];
          },
          set(this: FarmElementClass, value: unknown) {
            this.#setProp(prop, value);
          },
        });
      }
      if (formAssociated) {
        exposeFormControlMembers(this.prototype, (element) => (element as FarmElementClass).#internals as ElementInternals);
      }
    }
  }

  return FarmElementClass as unknown as FarmElementClassOf<Props, Options>;
}
