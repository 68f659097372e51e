import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ok } from '../../../http';
import { seededText } from '../../../i18n';
import { onlineMessages } from '../../../messages';
import { allDictItems, type DictItem } from '../../dict';
import { viewOf } from '../cgform/form-views';
import { duplicateCheckable } from '../records/duplicate-checkable';
import { PATTERNS } from '../records/patterns';
import { partListKey } from '../records/write-parts';
import { partsOf, resourceByCode, type FieldSpec, type ResourceSpec } from '../../../resources';
import { anyResourceButton, permissionCode, requireButton } from './caller-grants';

interface CodeParams {
  code: string;
}

const params = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' } },
} as const;

/** A field as the console's generic farm list draws it: its widget, rules and where a reference points. */
function declaredField(resource: ResourceSpec, field: FieldSpec) {
  const target = field.ref ? resourceByCode(field.ref) : undefined;
  return {
    ...field,
    title: seededText('onlineForm', field.title),
    view: viewOf(field),
    ...(field.kind === 'text' ? { length: field.length ?? 100 } : {}),
    ...(field.pattern
      ? { patternRegex: PATTERNS[field.pattern].regex.source, patternMessage: PATTERNS[field.pattern].message }
      : {}),
    // The duplicate check answers only for columns a dictionary may show (no personal data): the rest are checked on save.
    ...(field.unique ? { duplicateCheck: duplicateCheckable(resource, field) } : {}),
    ...(target
      ? { refPath: target.path, refLabel: target.label ?? 'id', refTitle: seededText('onlineForm', target.title) }
      : {}),
  };
}

/** What names a resource and its fields, for a master and for each of its parts alike. */
function declaredResource(resource: ResourceSpec) {
  return {
    code: resource.code,
    path: resource.path,
    title: seededText('onlineForm', resource.title),
    permission: resource.permission,
    label: resource.label ?? 'id',
    fields: resource.fields.map((field) => declaredField(resource, field)),
  };
}

/**
 * The whole declaration of a resource: its parts (a master's form edits them as lists under
 * `listKey`) and the items of the dictionaries its and its parts' fields use.
 */
async function declarationOf(app: Parameters<FastifyPluginAsync>[0], resource: ResourceSpec) {
  const parts = partsOf(resource);
  const fields = [resource, ...parts].flatMap((each) => each.fields);
  const codes = [...new Set(fields.flatMap((field) => (field.dict ? [field.dict] : [])))];
  const items = await allDictItems(app.db, codes);
  const dictOptions: Record<string, DictItem[]> = {};
  for (const code of codes) dictOptions[code] = items[code] ?? [];
  return {
    ...declaredResource(resource),
    parts: parts.map((part) => ({
      ...declaredResource(part),
      listKey: partListKey(part),
      parentField: part.parent?.field ?? '',
    })),
    dictOptions,
  };
}

/**
 * `GET /farm/declaration/:code`: what the console's generic farm list page is drawn from (the
 * menu names a resource by its code, the table name). Needs the resource's list button.
 */
export const farmDeclarationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: CodeParams }>(
    '/farm/declaration/:code',
    { config: anyResourceButton('list'), schema: { params } },
    async (request) => {
      const resource = resourceByCode(request.params.code);
      if (!resource) throw new ApiError(onlineMessages.unknownResource(request.params.code));
      await requireButton(app, request, permissionCode(resource.permission, 'list'));
      return ok(await declarationOf(app, resource));
    },
  );
};
