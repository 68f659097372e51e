import type { ComponentType } from 'react';
import { createFarmElementClass } from './create-farm-element-class';
import { followHostLookSettings } from './host-look-follower';
import type { FarmElementClassOf, FarmElementOptions } from './types';

export type FarmTagName = `farm-${string}`;

const FARM_TAG_NAME = /^farm-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Our elements are all `farm-<name>`: lower-case words joined by hyphens. */
export function isFarmTagName(name: string): name is FarmTagName {
  return FARM_TAG_NAME.test(name);
}

/**
 * The class defineFarmElement() registers, left unregistered: the npm package's
 * `farm-elements/<tag>/class` entries build each element.ts with this in its place (see
 * vite.elements.config.ts), so a host can `customElements.define('my-cron', FarmCronElement)`.
 */
export function farmElementClass<Props extends object, const Options extends FarmElementOptions<Props>>(
  tagName: FarmTagName,
  Component: ComponentType<Props>,
  options: Options,
): FarmElementClassOf<Props, Options> {
  if (!isFarmTagName(tagName)) {
    throw new TypeError(
      `farm-elements: "${tagName}" is not a valid tag name; use farm-<name> in lower-case kebab-case`,
    );
  }
  followHostLookSettings();
  return createFarmElementClass(Component, options);
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
): FarmElementClassOf<Props, Options> {
  const elementClass = farmElementClass(tagName, Component, options);
  const registered = customElements.get(tagName);
  if (registered) {
    console.warn(`farm-elements: <${tagName}> is already defined; this definition was ignored`);
    return registered as unknown as FarmElementClassOf<Props, Options>;
  }
  customElements.define(tagName, elementClass);
  return elementClass;
}
