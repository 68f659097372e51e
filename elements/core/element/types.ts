import type { FormControl } from './form-control';

/**
 * How an attribute's text becomes a prop. Attributes carry primitives and enums only; rich
 * data (rows, columns, options, callbacks) goes through `properties`.
 * An enum is given as the list of its allowed values.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | readonly string[];

/** Every event an element fires is named `farm-<what>` in kebab-case. */
export type FarmEventName = `farm-${string}`;

/** The plain events a form-like element may fire beside its `farm-*` event. */
export type NativeFormEvent = 'change' | 'input';

export type FarmEventSpec = FarmEventName | { type: FarmEventName; alsoFire?: readonly NativeFormEvent[] };

/** Props the element hands its component itself; they cannot be declared as attributes. */
export interface FarmElementInjectedProps {
  /** The element's shadow root; `container.host` is the element. */
  container?: ShadowRoot;
  /** Present only on form-associated elements: the way to set the form value and validity. */
  formControl?: FormControl;
}

export type DeclarableProp<Props> = Exclude<keyof Props & string, keyof FarmElementInjectedProps>;

type CallbackProp<Props> = {
  [K in DeclarableProp<Props>]-?: NonNullable<Props[K]> extends (...args: never[]) => unknown ? K : never;
}[DeclarableProp<Props>];

export interface FarmElementOptions<Props> {
  /** Props readable from attributes; the attribute is the prop name in kebab-case. */
  attributes?: { readonly [K in DeclarableProp<Props>]?: AttributeType };
  /** Property-only props: the same object is handed over, never serialised to an attribute. */
  properties?: readonly DeclarableProp<Props>[];
  /**
   * Rich-data props that static legacy markup may also give as a JSON attribute
   * (`<farm-grid columns='[...]'>`). The attribute is only read, never written; the prop is
   * a property like those in `properties`.
   */
  jsonAttributes?: readonly DeclarableProp<Props>[];
  /** Callback props the host turns into `farm-*` events (bubbling, composed, object detail). */
  events?: { readonly [K in CallbackProp<Props>]?: FarmEventSpec };
  /**
   * Makes the element a form control. `disabledProp` (default `disabled`) is forced to true
   * whenever the browser counts the control as disabled: an ancestor `<fieldset disabled>`,
   * or the element's own `disabled` attribute, present with any text (as for native controls).
   */
  formAssociated?: boolean | { disabledProp?: DeclarableProp<Props> };
  /** Static CSS texts; each text becomes one constructable stylesheet shared by every root. */
  styles?: readonly string[];
}

type ListedKeys<List> = List extends readonly (infer K)[] ? K : never;
type PropertyKeysOf<Options> = Options extends { properties: infer List } ? ListedKeys<List> : never;
type JsonAttributeKeysOf<Options> = Options extends { jsonAttributes: infer List } ? ListedKeys<List> : never;
type AttributeKeysOf<Options> = Options extends { attributes: infer A } ? keyof A : never;

/** The props an element exposes as DOM properties: its attributes and its property-only props. */
export type ElementPropsOf<Props, Options> = {
  -readonly [K in (AttributeKeysOf<Options> | PropertyKeysOf<Options> | JsonAttributeKeysOf<Options>) & keyof Props]?: Props[K];
};

/** The DOM surface of a form-associated element, mirroring native form controls. */
export interface FormAssociatedMembers {
  readonly form: HTMLFormElement | null;
  readonly labels: NodeList;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  checkValidity(): boolean;
  reportValidity(): boolean;
}

export type FarmElement<ElementProps = object> = HTMLElement & ElementProps & Partial<FormAssociatedMembers>;

export interface FarmElementConstructor<ElementProps = object> {
  new (): FarmElement<ElementProps>;
  readonly prototype: FarmElement<ElementProps>;
  readonly observedAttributes: readonly string[];
  readonly formAssociated: boolean;
}
