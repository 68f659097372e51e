import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadLocationOf } from '../../../config/upload-dir';
import { ApiError, ok, okMessage, requireCaller, type Envelope } from '../../../http';
import { onlineMessages as say } from '../../../messages';
import { attachmentHeader, exportWorkbookWithParts } from '../excel/export-records';
import { importRecords } from '../excel/import-records';
import { XLSX_CONTENT_TYPE } from '../excel/limits';
import { listRecords } from '../records/list-records';
import { deleteRecords, findParts, findRecord } from '../records/store';
import { withDictTexts } from '../records/with-dict-texts';
import { addRecord, editRecord } from '../records/write-record';
import { partsOf, resourceByCode, type ResourceSpec } from '../../../resources';
import { recordScopeOf } from '../scope/record-scope';
import { auditOf, permissionCode } from './caller-grants';
import { fixedValues, readImportUpload } from './import-upload';

type Query = Record<string, unknown>;

/** The comma list of ids a delete names ('a,b,c'), without blanks. */
export function idList(raw: unknown): string[] {
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  return [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * What every resource route does, whatever URL names the resource (`/farm/<path>/...` or the
 * online-form API by code). Permissions are checked before these run; every read and write is
 * held to the request's tenant and the caller's data rules on the resource (scope/record-scope.ts):
 * a row outside them is "not found", whoever names its id.
 */
export function resourceHandlers(app: FastifyInstance) {
  const listableParts = async (resource: ResourceSpec, request: FastifyRequest): Promise<ResourceSpec[]> => {
    const { buttons } = await app.grants.grantsOf(app.db, requireCaller(request).userId);
    return partsOf(resource).filter((part) => buttons.has(permissionCode(part.permission, 'list')));
  };

  return {
    async list(resource: ResourceSpec, query: Query, request: FastifyRequest): Promise<Envelope<unknown>> {
      return ok(await listRecords(app.db, resource, query, await recordScopeOf(app, request, resource)));
    },

    async queryById(resource: ResourceSpec, id: unknown, request: FastifyRequest): Promise<Envelope<unknown>> {
      const [wanted] = idList(id);
      if (!wanted) throw new ApiError(say.idRequired);
      const row = await findRecord(app.db, resource, wanted, await recordScopeOf(app, request, resource));
      if (!row) throw new ApiError(say.notFound);
      const [record] = await withDictTexts(app.db, resource, [row], request.tenantId);
      return ok(record);
    },

    /** Every part of one kind of a master record, in the order they were added (no paging: a form shows them all). */
    async partsByMainId(part: ResourceSpec, id: unknown, request: FastifyRequest): Promise<Envelope<unknown>> {
      const [masterId] = idList(id);
      if (!masterId) throw new ApiError(say.idRequired);
      // The master must be one the caller may read; its parts are of its tenant.
      const master = part.parent ? resourceByCode(part.parent.code) : undefined;
      if (!master || !(await findRecord(app.db, master, masterId, await recordScopeOf(app, request, master))))
        return ok([]);
      return ok(
        await withDictTexts(app.db, part, await findParts(app.db, part, masterId, request.tenantId), request.tenantId),
      );
    },

    async add(resource: ResourceSpec, request: FastifyRequest): Promise<Envelope<string>> {
      const id = await addRecord(
        app.db,
        resource,
        request.body,
        await auditOf(app, request),
        await recordScopeOf(app, request, resource),
      );
      return ok(id, say.addSucceeded);
    },

    async edit(resource: ResourceSpec, request: FastifyRequest): Promise<Envelope<string>> {
      await editRecord(
        app.db,
        resource,
        request.body,
        await auditOf(app, request),
        await recordScopeOf(app, request, resource),
      );
      return okMessage(say.editSucceeded);
    },

    /**
     * A delete takes one id (its button does not cover a batch); a batch delete a comma list. Ids
     * outside the scope delete nothing: when none is left, the answer is "not found".
     */
    async remove(
      resource: ResourceSpec,
      ids: unknown,
      batch: boolean,
      request: FastifyRequest,
    ): Promise<Envelope<string>> {
      const wanted = idList(ids);
      if (!wanted.length) throw new ApiError(batch ? say.idsRequired : say.idRequired);
      if (!batch && wanted.length > 1) throw new ApiError(say.oneIdOnly);
      const deleted = await deleteRecords(app.db, resource, wanted, await recordScopeOf(app, request, resource));
      if (!deleted) throw new ApiError(say.notFound);
      return okMessage(batch ? say.batchDeleteSucceeded : say.deleteSucceeded);
    },

    /**
     * `withParts`: a master's parts go in the same sheet (the online list's 导出 of a one-to-many
     * form), those kinds only the caller may list.
     */
    async exportXls(
      resource: ResourceSpec,
      query: Query,
      reply: FastifyReply,
      request: FastifyRequest,
      withParts = false,
    ): Promise<Buffer> {
      const scope = await recordScopeOf(app, request, resource);
      const parts = withParts ? await listableParts(resource, request) : [];
      const workbook = await exportWorkbookWithParts(app.db, resource, query, scope, parts);
      reply.header('Content-Type', XLSX_CONTENT_TYPE).header('Content-Disposition', attachmentHeader(resource.title));
      return workbook;
    },

    async importExcel(resource: ResourceSpec, request: FastifyRequest): Promise<Envelope<unknown>> {
      const { files, fields } = await readImportUpload(request);
      return importRecords({
        db: app.db,
        uploadDir: uploadLocationOf(app.settings).root,
        resource,
        files,
        fixed: fixedValues(resource, fields.get('foreignKeys')),
        audit: await auditOf(app, request),
        scope: await recordScopeOf(app, request, resource),
      });
    },
  };
}

export type ResourceHandlers = ReturnType<typeof resourceHandlers>;
