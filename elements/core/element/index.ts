export { defineFarmElement, isFarmTagName, type FarmTagName } from './define-farm-element';
export { createFarmElementClass } from './create-farm-element-class';
export type { FormControl, FormValidity, FormValue } from './form-control';
export type {
  AttributeType,
  ElementPropsOf,
  FarmElement,
  FarmElementConstructor,
  FarmElementInjectedProps,
  FarmElementOptions,
  FarmEventName,
  FarmEventSpec,
  FormAssociatedMembers,
  NativeFormEvent,
} from './types';
