import path from 'node:path';
import type { Plugin } from 'vite';
import type { ElementModule } from '../element-sources.mjs';

const CLASS_QUERY = '?farm-class';

/**
 * The npm build's `class/<tag>.js` entries: each element.ts compiled once more with
 * farmElementClass() in place of defineFarmElement(), so it exports the element class without
 * registering any tag, and a host defines it under a name of its own.
 */
export function elementClassesPlugin(root: string): Plugin {
  const defineModule = JSON.stringify(
    path.resolve(root, 'elements/core/element/define-farm-element.ts').split(path.sep).join('/'),
  );
  return {
    name: 'farm-element-classes',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(CLASS_QUERY)) return null;
      const unregistered = code.replace(/\bdefineFarmElement\(/g, '__farmElementClass(');
      if (unregistered === code) throw new Error(`${id}: no defineFarmElement() call to turn into a class`);
      return {
        code: `import { farmElementClass as __farmElementClass } from ${defineModule};${unregistered}`,
        map: null,
      };
    },
  };
}

/** `class/<tag>` -> the class entry of each element. */
export function classEntriesOf(root: string, elements: ElementModule[]): Record<string, string> {
  return Object.fromEntries(
    elements.map(({ tag, source }) => [`class/${tag}`, `${path.resolve(root, source)}${CLASS_QUERY}`]),
  );
}
