import type { FormControl, FormValue } from './form-control';

/**
 * A feature that is on by default, as a boolean prop whose component default is true. HTML's
 * boolean attributes can only switch something on by their presence, so the element takes a
 * negative attribute that switches it off (`offBy: 'noToolbar'` is `no-toolbar`, Shoelace's way).
 * The positive attribute stays readable in JeecgBoot's spelling: `toolbar="false"` is off too.
 */
export interface DefaultOnAttribute<Negation extends string = string> {
  readonly offBy: Negation;
}

/**
 * How an attribute's text becomes a prop. Attributes carry primitives and enums only; rich
 * data (rows, columns, options, callbacks) goes through `properties`.
 * An enum is given as the list of its allowed values. A boolean follows HTML: present is true,
 * whatever its text; a feature on by default is declared as a `DefaultOnAttribute`.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | readonly string[] | DefaultOnAttribute;

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

type ValueSpecFor<Props, Prop extends DeclarableProp<Props>> = {
  /**
   * The component prop that receives the current value: the element renders its component
   * controlled. When `prop` is also an attribute (or a JSON attribute), that attribute is the
   * default value, as `<input value>` is.
   */
  readonly prop: Prop;
  /**
   * The callback prop a user's edit calls. The element takes the new value from its argument
   * (the argument's `value`, or the argument itself when it has none) before it fires the event,
   * so a listener reads the same value from `.value`, the detail and the form.
   */
  readonly changeEvent: CallbackProp<Props>;
  /** The value while none is given; default `''`. */
  readonly empty?: Props[Prop] | null;
  /**
   * The value sanitization of `<input>`: what a value given by the page (the attribute, a
   * script) becomes before it is the element's value, e.g. HTML through DOMPurify. A user's
   * edit is the component's own and taken as it is.
   */
  readonly sanitize?: (value: NonNullable<Props[Prop]>) => Props[Prop] | null;
  /**
   * What the form submits for the value (`ElementInternals.setFormValue`). Default: text as it
   * is, other values as JSON, and an empty one (`''`, `null`, `[]`) left out of the form.
   */
  readonly formValue?: (value: NonNullable<Props[Prop]>) => FormValue;
};

/** The value model of a form control: which prop holds the value and which callback changes it. */
export type FormValueOptions<Props> = {
  [Prop in DeclarableProp<Props>]: ValueSpecFor<Props, Prop>;
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
   * `value` gives it the value model of `<input>` (see FormValueOptions): without one the
   * element submits nothing.
   */
  formAssociated?: boolean | { disabledProp?: DeclarableProp<Props>; value?: FormValueOptions<Props> };
  /** Static CSS texts; each text becomes one constructable stylesheet shared by every root. */
  styles?: readonly string[];
}

type ListedKeys<List> = List extends readonly (infer K)[] ? K : never;
type PropertyKeysOf<Options> = Options extends { properties: infer List } ? ListedKeys<List> : never;
type JsonAttributeKeysOf<Options> = Options extends { jsonAttributes: infer List } ? ListedKeys<List> : never;
type AttributeKeysOf<Options> = Options extends { attributes: infer A } ? keyof A : never;
type ValuePropOf<Options> = Options extends { formAssociated: { value: { prop: infer Prop } } } ? Prop : never;
type NegationKeysOf<Options> = Options extends { attributes: infer A }
  ? { [K in keyof A]: A[K] extends DefaultOnAttribute<infer Negation> ? Negation : never }[keyof A]
  : never;

/**
 * The props an element exposes as DOM properties: its attributes, its property-only props, the
 * prop of its value model, and the negative boolean (`noToolbar`) of each feature on by default.
 */
export type ElementPropsOf<Props, Options> = {
  -readonly [K in (
    | AttributeKeysOf<Options>
    | PropertyKeysOf<Options>
    | JsonAttributeKeysOf<Options>
    | ValuePropOf<Options>
  ) &
    keyof Props]?: Props[K];
} & { -readonly [K in NegationKeysOf<Options> & string]?: boolean };

/** Only a form-associated element has the form-control members: on another they would be undefined. */
type FormMembersOf<Options> = Options extends { formAssociated: { value: object } }
  ? FormAssociatedMembers & FormValueMembers
  : Options extends { formAssociated: true | { disabledProp?: unknown } }
    ? FormAssociatedMembers
    : unknown;

/** Every DOM member an element built from these options has beyond HTMLElement's. */
export type ElementMembersOf<Props, Options> = ElementPropsOf<Props, Options> & FormMembersOf<Options>;

type EventTypeOf<Spec> = Spec extends { type: infer Type } ? Type : Spec;
type AlsoFiredOf<Spec> = Spec extends { alsoFire: readonly (infer Native)[] } ? Native : never;

/** A callback's first argument as the event detail: none is `{}`, a bare value is `{ value }` (farm-events.ts). */
export type EventDetailOf<Argument> = [Argument] extends [undefined]
  ? Record<string, never>
  : Argument extends object
    ? Argument
    : { value: Argument };

type CallbackDetail<Props, Prop> = Prop extends keyof Props
  ? NonNullable<Props[Prop]> extends (...args: infer Args) => unknown
    ? EventDetailOf<Args extends [] ? undefined : Args[0]>
    : never
  : never;

/**
 * The events an element fires, by type: each `farm-*` event as a CustomEvent with the detail its
 * callback prop is called with, and the native `change`/`input` fired beside it.
 */
export type ElementEventsOf<Props, Options> = Options extends { events: infer Events }
  ? { [Prop in keyof Events as EventTypeOf<Events[Prop]> & string]: CustomEvent<CallbackDetail<Props, Prop>> } & {
      [Native in AlsoFiredOf<Events[keyof Events]> & string]: Event;
    }
  : Record<never, never>;

/**
 * addEventListener / removeEventListener typed by an element's own events, so
 * `cron.addEventListener('farm-change', (event) => event.detail.value)` knows the detail. It comes
 * first in FarmElement, so its signatures are tried before HTMLElement's untyped string one.
 */
export interface FarmEventTarget<Events> {
  addEventListener<Type extends keyof Events & string>(
    type: Type,
    listener: (this: HTMLElement, event: Events[Type]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<Type extends keyof Events & string>(
    type: Type,
    listener: (this: HTMLElement, event: Events[Type]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
}

/**
 * The DOM surface of a form-associated element, mirroring native form controls (the descriptions
 * are those of custom-elements.json).
 */
export interface FormAssociatedMembers {
  /** The form the element belongs to, or null. */
  readonly form: HTMLFormElement | null;
  /** The `<label>` elements that label the element. */
  readonly labels: NodeList;
  /** The element's validity states, as for a native control. */
  readonly validity: ValidityState;
  /** The message `reportValidity()` would show; empty when the element is valid. */
  readonly validationMessage: string;
  /** Whether the element takes part in constraint validation. */
  readonly willValidate: boolean;
  /** Whether the element is valid; fires `invalid` on it when it is not. */
  checkValidity(): boolean;
  /** As `checkValidity()`, and shows the browser's message when the element is invalid. */
  reportValidity(): boolean;
}

/** What a form control with a value model has beside its `value` (the current value). */
export interface FormValueMembers {
  /** The `value` attribute: the default that `form.reset()` restores, as for `<input>`. */
  defaultValue: string;
}

export type FarmElement<ElementProps = object, Events = Record<never, never>> = FarmEventTarget<Events> &
  HTMLElement &
  ElementProps;

export interface FarmElementConstructor<ElementProps = object, Events = Record<never, never>> {
  new (): FarmElement<ElementProps, Events>;
  readonly prototype: FarmElement<ElementProps, Events>;
  readonly observedAttributes: readonly string[];
  readonly formAssociated: boolean;
  /** Every event type the element dispatches (its `farm-*` events and the native ones fired beside them). */
  readonly eventTypes: readonly (keyof Events & string)[];
}

/** The class defineFarmElement() builds for `Component` (its props) and these options. */
export type FarmElementClassOf<Props, Options> = FarmElementConstructor<
  ElementMembersOf<Props, Options>,
  ElementEventsOf<Props, Options>
>;

/**
 * The events of an element class, by type (`FarmElementEventMap<typeof FarmCronElement>['farm-change']`
 * is `CustomEvent<CronChange>`). Read off the constructor, whose type carries them as a type argument.
 */
export type FarmElementEventMap<Constructor> =
  Constructor extends FarmElementConstructor<object, infer Events> ? Events : never;
