// custom-elements.json describes the package as a host imports it: each element's module is the
// JavaScript the package ships (`dist/elements/esm/farm-cron.js`, what `farm-elements/farm-cron`
// resolves to), not the TypeScript source the analyzer read, and it lists only what that module
// exports at run time. The analyzer also lists `export type` re-exports, which the built module
// does not have.
import { shippedModulePath } from '../element-sources.mjs';

const isElement = (declaration) => declaration.customElement && declaration.tagName;

/**
 * `export const FarmGridElement = FarmGridBase as ...`: the element class is exported under the
 * variable's name, so the class takes that name and the variable goes.
 */
function nameClassAsExported(module) {
  for (const variable of module.declarations.filter((d) => d.kind === 'variable')) {
    const element = module.declarations.find((d) => isElement(d) && d.name === variable.default);
    const exported = module.exports.some((e) => e.kind === 'js' && e.declaration.name === variable.name);
    if (!element || !exported) continue;
    const previous = element.name;
    element.name = variable.name;
    module.declarations = module.declarations.filter((d) => d !== variable);
    for (const entry of module.exports) if (entry.declaration.name === previous) entry.declaration.name = variable.name;
  }
}

function shipped(module) {
  const element = module.declarations.find(isElement);
  if (!element) return module;
  nameClassAsExported(module);
  const path = shippedModulePath(element.tagName);
  const declared = new Set(module.declarations.map((d) => d.name));
  // Only the module's own run-time exports stay: a type re-export points at another source module.
  const exports = module.exports
    .filter(
      (entry) =>
        declared.has(entry.declaration.name) &&
        (entry.declaration.module === undefined || entry.declaration.module === module.path),
    )
    .map((entry) => ({ ...entry, declaration: { ...entry.declaration, module: path } }));
  return { ...module, path, exports };
}

/** The manifest with each element module named and exported as the package ships it. */
export function asShippedModules(manifest) {
  return { ...manifest, modules: manifest.modules.map(shipped) };
}
