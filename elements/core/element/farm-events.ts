import type { FarmEventName, FarmEventSpec, NativeFormEvent } from './types';

const FARM_EVENT_NAME = /^farm-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

interface ResolvedEvent {
  type: FarmEventName;
  alsoFire: readonly NativeFormEvent[];
}

export function resolveEventSpec(callbackProp: string, spec: FarmEventSpec): ResolvedEvent {
  const resolved =
    typeof spec === 'string' ? { type: spec, alsoFire: [] } : { type: spec.type, alsoFire: spec.alsoFire ?? [] };
  if (!FARM_EVENT_NAME.test(resolved.type)) {
    throw new TypeError(
      `farm-elements: event "${resolved.type}" for ${callbackProp} must be named farm-<what> in kebab-case`,
    );
  }
  return resolved;
}

/** The detail of a `farm-*` event is always an object: a bare value is wrapped as `{ value }`. */
export function eventDetailFrom(argument: unknown): object {
  if (argument === undefined) return {};
  return typeof argument === 'object' && argument !== null ? argument : { value: argument };
}

/**
 * The callback handed to the component in place of the prop: it fires the `farm-*` event
 * from the host (bubbling and composed, so it leaves every shadow root), then the plain
 * `change`/`input` a form control would fire.
 */
export function eventDispatcher(host: HTMLElement, event: ResolvedEvent): (argument?: unknown) => void {
  return (argument) => {
    host.dispatchEvent(
      new CustomEvent(event.type, { detail: eventDetailFrom(argument), bubbles: true, composed: true }),
    );
    for (const type of event.alsoFire) {
      // Native `change` is not composed while `input` is; mirror the built-in controls.
      host.dispatchEvent(new Event(type, { bubbles: true, composed: type === 'input' }));
    }
  };
}
