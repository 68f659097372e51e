import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { pdfPreviewRoute } from './pdf-preview-route';
import { staticRoute } from './static-route';
import { uploadFolders } from './upload-folders';
import { uploadRoute } from './upload-route';
import { DEFAULT_UPLOAD_MAX_BYTES } from './upload-settings';

/** Multipart limits besides the file size: one file and the few text fields of the form. */
const FORM_LIMITS = { files: 1, fields: 10, parts: 12, fieldNameSize: 100, fieldSize: 1024, headerPairs: 100 };

/**
 * Files: upload (`/sys/common/upload`), stored files (`/sys/common/static/<path>`) and the PDF
 * preview page. Uploads live under `FARM_UPLOAD_DIR`, else `<dataDir>/upload/`. The multipart parser is registered in
 * this module's scope only.
 */
export const filesModule: FastifyPluginAsync = async (app) => {
  const folders = uploadFolders(app.settings);
  const maxBytes = app.settings.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  await app.register(fastifyMultipart, { limits: { ...FORM_LIMITS, fileSize: maxBytes }, throwFileSizeLimit: true });
  await app.register(uploadRoute, { folders, maxBytes });
  await app.register(staticRoute, { root: folders.root });
  await app.register(pdfPreviewRoute);
};

export { DEFAULT_UPLOAD_MAX_BYTES } from './upload-settings';
export { UPLOADABLE_EXTENSIONS } from './file-kinds';
export { DEFAULT_BIZ, bizFolder, safeStem, storedFileName, storedPathSegments } from './stored-names';
