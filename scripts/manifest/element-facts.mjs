// What the type checker knows of each element, by tag, for the analyzer plugin: event details,
// member types and extra members, prop defaults and the theme tokens its styles read.
import { elementMembersOf } from './element-members.mjs';
import { elementProgram } from './element-program.mjs';
import { eventDetailsOf } from './event-details.mjs';
import { propDefaultsOf } from './prop-defaults.mjs';
import { loadThemeProperties } from './theme-properties.mjs';
import { themeTokensOf } from './theme-tokens.mjs';

/** The facts of an element the checker could not read (its imports do not resolve, say). */
export const NO_FACTS = {
  eventDetails: new Map(),
  members: { prop: () => undefined, extra: [] },
  defaults: new Map(),
  theme: { read: [], allNames: new Set() },
};

/** Map tag -> facts, for the element.ts `files` (relative to `root`). */
export async function elementFacts(root, files) {
  const context = elementProgram(root, files);
  const themes = new Map();
  const facts = new Map();
  for (const element of context.elements) {
    const { tokens, themeModule } = themeTokensOf(context, element);
    if (themeModule && !themes.has(themeModule)) themes.set(themeModule, await loadThemeProperties(themeModule));
    const theme = themes.get(themeModule);
    facts.set(element.tag, {
      eventDetails: eventDetailsOf(context, element),
      members: elementMembersOf(context, element),
      defaults: propDefaultsOf(context, element),
      theme: theme ? { read: theme.read(tokens), allNames: theme.allNames } : NO_FACTS.theme,
    });
  }
  return facts;
}
