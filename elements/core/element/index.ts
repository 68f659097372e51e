export { defineFarmElement, farmElementClass, isFarmTagName, type FarmTagName } from './define-farm-element';
export { createFarmElementClass } from './create-farm-element-class';
export type { FormControl, FormValidity, FormValue } from './form-control';
export type {
  AttributeType,
  DefaultOnAttribute,
  ElementEventsOf,
  ElementMembersOf,
  ElementPropsOf,
  EventDetailOf,
  FarmElement,
  FarmElementClassOf,
  FarmElementConstructor,
  FarmElementEventMap,
  FarmElementInjectedProps,
  FarmElementOptions,
  FarmEventTarget,
  FarmEventName,
  FarmEventSpec,
  FormAssociatedMembers,
  FormValueMembers,
  FormValueOptions,
  NativeFormEvent,
} from './types';
