import type { FastifyPluginAsync } from 'fastify';
import { uploadLocationOf } from '../../../config/upload-dir';
import { formatDateTime } from '../../../db';
import { requireCaller } from '../../../http';
import { XLSX_CONTENT_TYPE } from '../../online/excel/limits';
import { attachmentHeader } from '../../online/excel/export-records';
import { readImportUpload, registerImportUploads } from '../../online/routes/import-upload';
import { exportQuery, exportSheet } from './sheet-export';
import { importSheet } from './sheet-import';
import type { SheetSpec } from './sheet-spec';

/** `<base>/exportXls` and, for the lists that have one, `<base>/importExcel`, each behind its button code. */
export function sheetRoutes(specs: readonly SheetSpec[]): FastifyPluginAsync {
  return async (app) => {
    await registerImportUploads(app);
    for (const spec of specs) {
      app.route<{ Querystring: Record<string, unknown> }>({
        method: ['GET', 'POST'],
        url: `${spec.base}/exportXls`,
        config: { permission: spec.permissions.export },
        handler: async (request, reply) => {
          const workbook = await exportSheet(app.db, spec, exportQuery(request.query, request.body));
          reply.header('Content-Type', XLSX_CONTENT_TYPE).header('Content-Disposition', attachmentHeader(spec.title));
          return workbook;
        },
      });
      if (!spec.insert || !spec.permissions.import) continue;
      app.post(`${spec.base}/importExcel`, { config: { permission: spec.permissions.import } }, async (request) => {
        const { files } = await readImportUpload(request);
        const caller = requireCaller(request);
        const owner = await app.db
          .selectFrom('sys_user')
          .select('orgCode')
          .where('id', '=', caller.userId)
          .executeTakeFirst();
        const audit = { by: caller.username, now: formatDateTime(app.clock()), orgCode: owner?.orgCode ?? null };
        return importSheet({ db: app.db, uploadDir: uploadLocationOf(app.settings).root, spec, files, audit });
      });
    }
  };
}
