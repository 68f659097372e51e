// An element's cssProperties: every theme token its styles read (theme-tokens.mjs) with its
// default, described by the element's `@cssprop` when it has one, plus the element's own custom
// properties from `@cssprop`. An `@cssprop` naming a theme token the element never reads is refused:
// the manifest would promise a hook that does nothing.

const describedAs = (token) =>
  `Theme token \`${token}\`, inherited from the page: set it on the element or any ancestor.`;

/**
 * `documented`: the `@cssprop` entries; `theme`: `{ read: [{ token, name, default }], allNames }`.
 * Sorted by name.
 */
export function mergeCssProperties(tag, documented, theme) {
  const readNames = new Set(theme.read.map((property) => property.name));
  const unread = documented.filter((property) => theme.allNames.has(property.name) && !readNames.has(property.name));
  if (unread.length > 0) {
    throw new Error(
      `<${tag}>: @cssprop ${unread.map((p) => p.name).join(', ')} names a theme token its styles never read`,
    );
  }
  const descriptions = new Map(documented.map((property) => [property.name, property.description]));
  const fromTheme = theme.read.map(({ token, name, default: fallback }) => ({
    name,
    default: fallback,
    description: descriptions.get(name) || describedAs(token),
  }));
  const own = documented.filter((property) => !theme.allNames.has(property.name));
  return [...fromTheme, ...own].sort((a, b) => a.name.localeCompare(b.name));
}
