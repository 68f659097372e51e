// The handler a typed snippet writes for an element's main event: its parameter type, and where
// the types named in the event's detail come from.
import { detailTypeOf } from './element-facts.mjs';
import { mainEvent } from './snippet-facts.mjs';

const BUILT_IN_TYPES = new Set(['Record', 'Partial', 'Readonly', 'Array', 'Pick', 'Omit', 'Event', 'CustomEvent']);

/**
 * An element's main event with the handler's typed parameter, and the types named in its detail:
 * `imports`, those `farm-elements/react` exports (`exportedTypes`), and a `note` naming any other a
 * reader has to look up.
 */
export function typedEvent(element, exportedTypes = new Set()) {
  const event = mainEvent(element);
  if (!event) return undefined;
  const detail = detailTypeOf(event);
  const parameter = detail ? `event: CustomEvent<${detail}>` : 'event: Event';
  const names = [...new Set(detail?.match(/\b[A-Z][\w$]*/g) ?? [])].filter((name) => !BUILT_IN_TYPES.has(name));
  const imports = names.filter((name) => exportedTypes.has(name));
  const unknown = names.filter((name) => !exportedTypes.has(name));
  const note = unknown.length
    ? `// ${unknown.join(', ')}: ${unknown.length > 1 ? 'types' : 'the type'} of the ${event.name} detail, listed under Events below`
    : undefined;
  return { event, parameter, imports, note };
}

/** `import type { CronChange } from 'farm-elements/react';`, for the detail types the entry exports. */
export const detailTypeImport = (typed) =>
  typed?.imports.length
    ? [`import type { ${typed.imports.join(', ')} } from 'farm-elements/react'; // the detail types (no code)`]
    : [];
