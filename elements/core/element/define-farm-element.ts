import type { ComponentType } from 'react';
import { createFarmElementClass } from './create-farm-element-class';
import { followHostLookSettings } from './host-look-follower';
import type { ElementPropsOf, FarmElementConstructor, FarmElementOptions } from './types';

export type FarmTagName = `farm-${string}`;

const FARM_TAG_NAME = /^farm-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Our elements are all `farm-<name>`: lower-case words joined by hyphens. */
export function isFarmTagName(name: string): name is FarmTagName {
  return FARM_TAG_NAME.test(name);
}

/**
 * Turns `Component` into the custom element `tagName` and registers it. A tag that is already
 * defined (a second bundle on the page, a script loaded twice) is left as it is: the call
 * warns and returns the class already registered instead of throwing.
 */
export function defineFarmElement<Props extends object, const Options extends FarmElementOptions<Props>>(
  tagName: FarmTagName,
  Component: ComponentType<Props>,
  options: Options,
): FarmElementConstructor<ElementPropsOf<Props, Options>> {
  if (!isFarmTagName(tagName)) {
    throw new TypeError(`farm-elements: "${tagName}" is not a valid tag name; use farm-<name> in lower-case kebab-case`);
  }
  followHostLookSettings();
  const elementClass = createFarmElementClass(Component, options);
  const registered = customElements.get(tagName);
  if (registered) {
    console.warn(`farm-elements: <${tagName}> is already defined; this definition was ignored`);
    return registered as unknown as FarmElementConstructor<ElementPropsOf<Props, Options>>;
  }
  customElements.define(tagName, elementClass);
  return elementClass;
}
