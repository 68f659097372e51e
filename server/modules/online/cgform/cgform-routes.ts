import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, refused, ok, requireCaller } from '../../../http';
import { excelMessages, onlineMessages } from '../../../messages';
import { resourceByCode, type ResourceSpec } from '../../../resources';
import { anyResourceButton, permissionCode, requireButton, type ResourceAction } from '../routes/caller-grants';
import { idList, resourceHandlers } from '../routes/resource-handlers';
import { onlineListQuery, treeLevelQuery } from './client-params';
import { columnsInfo, erpColumnsInfo, erpFormItems, formItems, queryInfo } from './online-config';

type Query = Record<string, unknown>;
interface CodeParams {
  code: string;
}
interface RecordParams extends CodeParams {
  id: string;
}

/** Codes are table names: anything else is refused before a lookup. */
const codeSchema = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' } as const;
const params = {
  type: 'object',
  required: ['code'],
  properties: { code: codeSchema, id: { type: 'string', maxLength: 2000 } },
} as const;

/** An online form JeecgBoot's API names by code, after the caller's button is checked. */
async function resourceFor(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string,
  action: ResourceAction,
): Promise<ResourceSpec> {
  const resource = resourceByCode(code);
  if (!resource) throw new ApiError(onlineMessages.unknownResource(code));
  await requireButton(app, request, permissionCode(resource.permission, action));
  return resource;
}

/**
 * `paramsStr`: the list query of an online export as one JSON object (what the list shows: its
 * filters, advanced query, sort and `selections`; its page is not a limit), merged into the URL's.
 */
function sentExportParameters(query: Query, body: unknown): Query {
  const raw = (body && typeof body === 'object' ? (body as Query).paramsStr : undefined) ?? query.paramsStr;
  if (raw === undefined || raw === '') return query;
  try {
    const parsed: unknown = JSON.parse(String(raw));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const { paramsStr: _ignored, ...rest } = query;
      return { ...rest, ...(parsed as Query) };
    }
  } catch {
    // Answered below with the same refusal as a JSON value that is not an object.
  }
  throw refused(excelMessages.badParamsStr);
}

/**
 * An online export's list query, and whether a master's parts go with it: JeecgBoot exports a
 * one-to-many form whole (the list's 导出, the ERP list's master), unless the client asks for the
 * table alone (`exportSingleOnly`, which the ERP list's part tabs send).
 */
function exportRequest(query: Query, body: unknown): { listQuery: Query; withParts: boolean } {
  const sent = sentExportParameters(query, body);
  const singleOnly =
    sent.exportSingleOnly !== undefined && sent.exportSingleOnly !== null && sent.exportSingleOnly !== '';
  return { listQuery: onlineListQuery(sent), withParts: !singleOnly };
}

/**
 * JeecgBoot's online-form API over the declared resources, by code (the table name):
 * getColumns, getQueryInfo, getFormItem, getData, getTreeData (tree forms), getErpColumns and
 * getErpFormItem (ERP lists), form/{code}[/{id}] (read, add, edit, delete), exportXls,
 * exportXlsOld and importXls. An unknown code is a refusal, as JeecgBoot answers it (HTTP 200,
 * `success: false`); each call needs the resource's button.
 */
export const cgformRoutes: FastifyPluginAsync = async (app) => {
  const handle = resourceHandlers(app);
  const api = '/online/cgform/api';
  const schema = { params };
  // The button of the action over some resource; the handler checks the one of the URL's code.
  const list = anyResourceButton('list');

  app.get<{ Params: CodeParams }>(`${api}/getColumns/:code`, { config: list, schema }, async (request) => {
    const resource = await resourceFor(app, request, request.params.code, 'list');
    return ok(
      await columnsInfo(app.db, resource, (await app.grants.grantsOf(app.db, requireCaller(request).userId)).buttons),
    );
  });

  app.get<{ Params: CodeParams }>(`${api}/getQueryInfo/:code`, { config: list, schema }, async (request) =>
    ok(queryInfo(await resourceFor(app, request, request.params.code, 'list'))),
  );

  app.get<{ Params: CodeParams }>(`${api}/getFormItem/:code`, { config: list, schema }, async (request) =>
    ok(formItems(await resourceFor(app, request, request.params.code, 'list'))),
  );

  app.get<{ Params: CodeParams; Querystring: Query }>(
    `${api}/getData/:code`,
    { config: list, schema },
    async (request) => {
      const resource = await resourceFor(app, request, request.params.code, 'list');
      return handle.list(resource, onlineListQuery(request.query), request);
    },
  );

  // The tree list (OnlCgformTreeList): one level of the tree at a time.
  app.get<{ Params: CodeParams; Querystring: Query }>(
    `${api}/getTreeData/:code`,
    { config: list, schema },
    async (request) => {
      const resource = await resourceFor(app, request, request.params.code, 'list');
      if (!resource.tree) throw new ApiError(onlineMessages.notATree(resource.code));
      return handle.list(resource, treeLevelQuery(resource, request.query), request);
    },
  );

  // The ERP list (OnlCgformErpList): the master's list and its parts' lists in one answer.
  app.get<{ Params: CodeParams }>(`${api}/getErpColumns/:code`, { config: list, schema }, async (request) => {
    const resource = await resourceFor(app, request, request.params.code, 'list');
    return ok(
      await erpColumnsInfo(
        app.db,
        resource,
        (await app.grants.grantsOf(app.db, requireCaller(request).userId)).buttons,
      ),
    );
  });

  // The ERP list's add/edit dialog of one table, master or part.
  app.get<{ Params: CodeParams }>(`${api}/getErpFormItem/:code`, { config: list, schema }, async (request) =>
    ok(erpFormItems(await resourceFor(app, request, request.params.code, 'list'))),
  );

  app.get<{ Params: RecordParams }>(`${api}/form/:code/:id`, { config: list, schema }, async (request) =>
    handle.queryById(await resourceFor(app, request, request.params.code, 'list'), request.params.id, request),
  );

  app.post<{ Params: CodeParams }>(`${api}/form/:code`, { config: anyResourceButton('add'), schema }, async (request) =>
    handle.add(await resourceFor(app, request, request.params.code, 'add'), request),
  );

  app.put<{ Params: CodeParams }>(`${api}/form/:code`, { config: anyResourceButton('edit'), schema }, async (request) =>
    handle.edit(await resourceFor(app, request, request.params.code, 'edit'), request),
  );

  // The online list deletes a batch through the same URL with a comma list of ids.
  app.delete<{ Params: RecordParams }>(
    `${api}/form/:code/:id`,
    { config: anyResourceButton('delete', 'batch_delete'), schema },
    async (request) => {
      const batch = idList(request.params.id).length > 1;
      const resource = await resourceFor(app, request, request.params.code, batch ? 'batch_delete' : 'delete');
      return handle.remove(resource, request.params.id, batch, request);
    },
  );

  // 导出 (exportXlsOld) and 大数据导出 (exportXls) of the online list, and the ERP list's exports
  // (exportXls): the same workbook here.
  for (const url of [`${api}/exportXls/:code`, `${api}/exportXlsOld/:code`]) {
    app.route<{ Params: CodeParams; Querystring: Query }>({
      method: ['GET', 'POST'],
      url,
      config: anyResourceButton('export'),
      schema,
      handler: async (request, reply) => {
        const resource = await resourceFor(app, request, request.params.code, 'export');
        const { listQuery, withParts } = exportRequest(request.query, request.body);
        return handle.exportXls(resource, listQuery, reply, request, withParts);
      },
    });
  }

  app.post<{ Params: CodeParams }>(
    `${api}/importXls/:code`,
    { config: anyResourceButton('import'), schema },
    async (request) => handle.importExcel(await resourceFor(app, request, request.params.code, 'import'), request),
  );
};
