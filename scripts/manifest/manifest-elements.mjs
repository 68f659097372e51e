// Reading custom-elements.json back, for the files generated from it (editor data, JSX types).

/** The custom-element declarations, sorted by tag, each with `modulePath` (the shipped module). */
export function customElementsOf(manifest) {
  return (manifest.modules ?? [])
    .flatMap((module) =>
      (module.declarations ?? []).map((declaration) => ({ ...declaration, modulePath: module.path })),
    )
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** A default as an attribute's text: `'modal'` is `modal`; `400` and `true` stay as they are. */
export const attributeText = (jsText) => jsText.replace(/^'(.*)'$/s, '$1').replace(/^"(.*)"$/s, '$1');

/** The enum values of a union of string literals (`'inline' | 'modal'`), else undefined. */
export function enumValues(typeText) {
  const parts = typeText?.split('|').map((part) => part.trim());
  return parts?.length && parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map(attributeText) : undefined;
}

/** The public instance members: not static, not private. */
export const instanceMembers = (element) =>
  (element.members ?? []).filter(
    (member) => !member.static && member.privacy !== 'private' && member.privacy !== 'protected',
  );
