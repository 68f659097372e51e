import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerSettings } from './config/settings';
import { consoleAssetHeaders } from './console-asset-headers';
import { elementAssetHeaders } from './element-asset-headers';

/**
 * Serves the built console at `/` (any unknown non-API path falls back to its index.html so
 * client-side routes survive a reload), the element builds under `/elements/` (readable from any
 * origin, see element-asset-headers.ts), their docs under `/docs/` and the demo pages under `/demo/`.
 */
export async function registerStaticAssets(app: FastifyInstance, settings: ServerSettings): Promise<void> {
  const consoleDir = path.join(settings.distDir, 'console');
  const elementsDir = path.join(settings.distDir, 'elements');
  const docsDir = path.join(settings.distDir, 'docs');

  if (existsSync(elementsDir)) {
    // Cache-Control is ours (see element-asset-headers.ts), not @fastify/static's `max-age=0`.
    await app.register(fastifyStatic, {
      root: elementsDir,
      prefix: '/elements/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: elementAssetHeaders(elementsDir),
    });
  }
  if (existsSync(docsDir)) {
    await app.register(fastifyStatic, { root: docsDir, prefix: '/docs/', decorateReply: false });
  }
  if (existsSync(settings.demoDir)) {
    await app.register(fastifyStatic, { root: settings.demoDir, prefix: '/demo/', decorateReply: false });
  }
  if (!existsSync(consoleDir)) return;

  await app.register(fastifyStatic, {
    root: consoleDir,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    setHeaders: consoleAssetHeaders(consoleDir),
  });
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      request.method === 'GET' &&
      !request.url.startsWith(settings.apiBase) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPageRequest) return reply.type('text/html').sendFile('index.html', consoleDir);
    return reply
      .code(404)
      .send({ success: false, message: 'Not found', code: 404, result: null, timestamp: Date.now() });
  });
}
