import { createReadStream } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { fail, ResultCode } from '../../http';
import { filesMessages } from '../../messages';
import { fileKindOf } from './file-kinds';
import { storedPathSegments } from './stored-names';
import { insideRoot } from './upload-folders';
import { fileDisposition, STORED_FILE_POLICY } from './response-headers';

/**
 * `GET /sys/common/static/<path>`: a stored upload. Served without a token, as JeecgBoot serves
 * it, because `<img src>` and download links cannot send the `X-Access-Token` header and a token
 * in a URL is one of the weaknesses we do not repeat. What made JeecgBoot's anonymous files a
 * stored-XSS hole is closed instead: only allow-listed extensions are ever stored, the content
 * type comes from the extension, `nosniff` stops browsers from guessing another, everything but
 * raster images and PDF is a download, and non-PDF answers carry a CSP sandbox. A folder is never
 * listed (it answers 404 like a missing file), and stored paths hold 128 random bits.
 */
export const staticRoute: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const realRoot = await realpath(root);

  app.get<{ Params: { '*': string } }>('/sys/common/static/*', { config: { public: true } }, async (request, reply) => {
    const segments = storedPathSegments(request.params['*']);
    const file = segments && insideRoot(realRoot, segments);
    if (!file) return reply.code(400).send(fail(filesMessages.badPath));

    const stats = await lstat(file).catch(() => undefined);
    // A symbolic link (or anything but a plain file) is never followed out of the upload folder.
    const real = stats?.isFile() ? await realpath(file).catch(() => undefined) : undefined;
    if (!stats || !real?.startsWith(realRoot + path.sep)) {
      return reply.code(404).send(fail(filesMessages.notFound, ResultCode.notFound));
    }

    const name = segments.at(-1) ?? '';
    const kind = fileKindOf(name);
    reply
      .header('Content-Type', kind.contentType)
      .header('Content-Length', stats.size)
      .header('X-Content-Type-Options', 'nosniff')
      // Anyone holding the path may read the file, but no shared cache (proxy, CDN) may keep a copy for others.
      .header('Cache-Control', 'private')
      .header('Content-Disposition', fileDisposition(kind.inline ? 'inline' : 'attachment', name));
    if (kind.contentType !== 'application/pdf') reply.header('Content-Security-Policy', STORED_FILE_POLICY);
    return reply.send(createReadStream(real));
  });
};
