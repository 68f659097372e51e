// What the docs read off custom-elements.json: the element declarations and their members by kind.

/** The custom-element declarations of a manifest, sorted by tag, each with its module's path and exports. */
export function elementDeclarations(manifest) {
  return (manifest.modules ?? [])
    .flatMap((module) =>
      (module.declarations ?? []).map((declaration) => ({
        ...declaration,
        module: module.path,
        moduleExports: module.exports ?? [],
      })),
    )
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

const isPublic = (member) => member.privacy !== 'private' && member.privacy !== 'protected' && !member.static;

/** Fields that are not an attribute's mirror: rich data set as a property only. */
export const propertyFields = (element) =>
  (element.members ?? []).filter((member) => member.kind === 'field' && isPublic(member) && !member.attribute);

export const methods = (element) =>
  (element.members ?? []).filter((member) => member.kind === 'method' && isPublic(member));

/** `CustomEvent<CronChange>` -> `CronChange`; undefined for a plain Event. */
export function detailTypeOf(event) {
  return /^CustomEvent<([\s\S]+)>$/.exec(event?.type?.text?.trim() ?? '')?.[1].trim();
}

/** The class `farm-elements/<tag>/class` exports: the declaration when its module exports it, else the module's `…Element`. */
export function className(element) {
  const exported = element.moduleExports.filter((entry) => entry.kind === 'js').map((entry) => entry.name);
  if (exported.includes(element.name)) return element.name;
  return exported.find((name) => /Element$/.test(name)) ?? element.name;
}
