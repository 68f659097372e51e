// Which elements have a plain React component in `farm-elements/react`, read from the sources so the
// docs cannot drift from them: an element.ts hands its component to defineFarmElement() and names
// the callback prop behind each event; elements/react.ts lists what the React entry exports. An
// element whose component is not exported there (a wrapper made for the element) gets none. The
// types it exports are the event details a typed handler can import.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findElementModules } from '../element-sources.mjs';

const DEFINE_CALL = /defineFarmElement\(\s*(['"])(farm-[a-z0-9-]+)\1\s*,\s*([A-Za-z_$][\w$]*)/;
const CALLBACK = /\b(on[A-Z]\w*)\s*:\s*(?:\{\s*type\s*:\s*)?(['"])(farm-[a-z0-9-]+)\2/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}/g;

const readIfThere = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

const TYPE_EXPORT_LIST = /export\s+type\s*\{([^}]*)\}/g;
const entriesOf = (source, list) =>
  [...source.matchAll(list)]
    .flatMap((match) => match[1].split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
const exportedName = (entry) =>
  entry
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)
    .pop();
const isType = (entry) => /^type\s/.test(entry);

/** What `elements/react.ts` exports: `values` (components, functions) and `types` (event details, props). */
export function reactEntry(root) {
  const source = readIfThere(path.join(root, 'elements', 'react.ts'));
  const listed = entriesOf(source, EXPORT_LIST);
  return {
    values: new Set(listed.filter((entry) => !isType(entry)).map(exportedName)),
    types: new Set([...listed.filter(isType), ...entriesOf(source, TYPE_EXPORT_LIST)].map(exportedName)),
  };
}

/** `{ component, callbacks: { 'farm-change': 'onChange' } }` for the element's source, or undefined. */
export function reactComponentOf(source, tag, exported) {
  const define = DEFINE_CALL.exec(source);
  if (!define || define[2] !== tag || !exported.has(define[3])) return undefined;
  const callbacks = Object.fromEntries([...source.matchAll(CALLBACK)].map((match) => [match[3], match[1]]));
  return { component: define[3], callbacks };
}

/**
 * Tag -> plain React component, for every element of `elements` (manifest declarations) that has
 * one. The sources are found as the build finds them (the manifest names the shipped modules).
 */
export function reactComponents(root, elements, exported = reactEntry(root).values) {
  const sources = new Map(
    findElementModules(root, ['elements']).map(({ tag, source }) => [tag, path.join(root, source)]),
  );
  return new Map(
    elements
      .map((element) => [
        element.tagName,
        sources.has(element.tagName) &&
          reactComponentOf(readIfThere(sources.get(element.tagName)), element.tagName, exported),
      ])
      .filter(([, component]) => component),
  );
}
