import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

/** A page holding one contender's script and a 1200 px wide host for its grid. */
const pageOf = (name: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title></head>` +
  `<body style="margin:8px"><div id="grid" style="inline-size:1200px"></div><script type="module" src="/${name}.js"></script></body></html>`;

/** Serves the built pages on loopback; answers its base URL. */
export async function servePages(root: string): Promise<{ app: FastifyInstance; baseURL: string }> {
  const app = Fastify();
  await app.register(fastifyStatic, { root });
  app.get<{ Params: { name: string } }>('/page/:name', (request, reply) => {
    const name = request.params.name;
    if (!/^[a-z-]+$/.test(name)) return reply.code(404).send();
    return reply.type('text/html').send(pageOf(name));
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseURL: address };
}
