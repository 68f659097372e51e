import type { FastifyPluginAsync } from 'fastify';
import { filesMessages } from '../../messages';
import { extensionOf } from './file-kinds';
import { PREVIEW_PAGE_POLICY, pdfPreviewNotice, pdfPreviewPage } from './pdf-preview-page';
import { storedPathSegments } from './stored-names';

/**
 * `GET /sys/common/pdf/pdfPreviewIframe?file=<stored path>`: an HTML page that shows an uploaded
 * PDF. JeecgBoot serves a page (pdfPreviewIframe.ftl) that waits for a `postMessage` and opens a
 * pdf.js viewer; ours takes the stored path as a parameter and needs no script. Public like the
 * files themselves (an iframe cannot send the token header); it shows nothing but that file.
 */
export const pdfPreviewRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { file?: string } }>(
    '/sys/common/pdf/pdfPreviewIframe',
    {
      config: { public: true },
      schema: { querystring: { type: 'object', properties: { file: { type: 'string', maxLength: 1000 } } } },
    },
    async (request, reply) => {
      const title = filesMessages.previewTitle;
      const file = request.query.file?.trim();
      const segments = file ? storedPathSegments(file) : undefined;
      const isPdf = extensionOf(segments?.at(-1) ?? '') === 'pdf';
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PREVIEW_PAGE_POLICY)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer');
      if (segments && isPdf) return reply.send(pdfPreviewPage(title, segments));
      return reply
        .code(file ? 400 : 200)
        .send(pdfPreviewNotice(title, file ? filesMessages.previewNotPdf : filesMessages.previewNoFile));
    },
  );
};
