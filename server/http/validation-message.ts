import { validationMessages as say } from '../messages';

/** The part of an Ajv error this module reads (Fastify passes Ajv's errors through). */
export interface SchemaViolation {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldName(instancePath: string, child?: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const name = typeof child === 'string' ? (path ? `${path}.${child}` : child) : path;
  return name || say.body;
}

/** One clear sentence for the first schema violation, naming the field and what was wrong. */
export function describeViolation(violation: SchemaViolation): string {
  const { keyword, instancePath, params } = violation;
  const field = fieldName(instancePath);
  switch (keyword) {
    case 'required':
      return say.required(fieldName(instancePath, params.missingProperty));
    case 'additionalProperties':
      return say.additionalProperty(fieldName(instancePath, params.additionalProperty));
    case 'type':
      return say.type(field, String(params.type));
    case 'minLength':
      return say.minLength(field, Number(params.limit));
    case 'maxLength':
      return say.maxLength(field, Number(params.limit));
    case 'minimum':
      return say.minimum(field, Number(params.limit));
    case 'maximum':
      return say.maximum(field, Number(params.limit));
    case 'enum':
      return say.enumeration(field, Array.isArray(params.allowedValues) ? params.allowedValues : []);
    case 'pattern':
    case 'format':
      return say.pattern(field);
    case 'minProperties':
      return say.minProperties(field);
    case 'anyOf':
    case 'oneOf':
      return say.anyOf(field);
    default:
      return say.invalid(field);
  }
}
