// The manifest's cssProperties entries of the theme tokens an element reads (theme-tokens.mjs),
// each with its light default: the fallback themeVar() itself writes into the widget's CSS
// (`var(--farm-color-primary, #33ce7b)`), so the listed default is the one the browser uses.
import { importThemeModule } from '../theme-module.mjs';

const VAR_REFERENCE = /^var\((--[\w-]+),\s*([\s\S]*)\)$/;

/**
 * `{ read(tokens), allNames }` for the theme module: `read` maps each token to its entry
 * `{ token, name, default }`; `allNames` holds every `--farm-*` name of the theme.
 */
export async function loadThemeProperties(themeModule) {
  const { themeVar, themeVariables } = await importThemeModule(themeModule);
  const entryOf = (token) => {
    const [, name, fallback] = VAR_REFERENCE.exec(themeVar(token)) ?? [];
    if (!name) throw new Error(`themeVar('${token}') is not a var() reference with a fallback`);
    return { token, name, default: fallback.trim() };
  };
  return { read: (tokens) => tokens.map(entryOf), allNames: new Set(Object.keys(themeVariables())) };
}
