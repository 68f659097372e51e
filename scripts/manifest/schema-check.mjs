// Validates custom-elements.json against the Custom Elements Manifest JSON schema (the
// `custom-elements-manifest` package's schema.json), so a field the generator writes wrongly fails
// `npm test` instead of misleading the tools that read the file.
import Ajv from 'ajv';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SCHEMA_ID = 'custom-elements-manifest';

const linesOf = (errors, at = '') =>
  errors.map(
    (error) =>
      `${at}${error.instancePath || '/'} ${error.message}${error.params?.additionalProperty ? ` (${error.params.additionalProperty})` : ''}`,
  );

/** The schema's complaints about `manifest`, one line each; empty when it conforms. */
export function manifestSchemaErrors(manifest) {
  // The schema is generated from TypeScript types; strict mode would refuse its draft-07 idioms.
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema(require(`${SCHEMA_ID}/schema.json`), SCHEMA_ID);
  const validatePackage = ajv.getSchema(SCHEMA_ID);
  const errors = validatePackage(manifest) ? [] : linesOf(validatePackage.errors);
  // A declaration may match any kind of the schema's union, and a plain class allows any field: a
  // custom element is checked as one, or its attributes, events and parts would go unchecked.
  const validateElement = ajv.getSchema(`${SCHEMA_ID}#/definitions/CustomElementDeclaration`);
  for (const [m, module] of (manifest.modules ?? []).entries()) {
    for (const [d, declaration] of (module.declarations ?? []).entries()) {
      if (declaration.customElement && !validateElement(declaration))
        errors.push(...linesOf(validateElement.errors, `/modules/${m}/declarations/${d}`));
    }
  }
  return errors;
}
