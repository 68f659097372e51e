import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';

/** The instances behind the proxy, by the name a test pins a browser context or a request to. */
export const INSTANCE_NAMES = ['first', 'second'] as const;
export type InstanceName = (typeof INSTANCE_NAMES)[number];

/** A browser context sets this cookie (an API request this header) to be served by one instance while it lives. */
export const PIN_COOKIE = 'farm-instance';
export const PIN_HEADER = 'x-farm-instance';
/** Every answer says which instance gave it, so a test can tell the pin was honoured. */
export const SERVED_BY_HEADER = 'x-farm-served-by';

/** Requests that may be sent again after an instance dropped them: repeating them changes nothing. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Headers that describe one hop, never forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

export interface InstanceProxy {
  origin: string;
  /** WebSockets open through the proxy to each instance now. */
  openSockets(name: InstanceName): number;
  close(): Promise<void>;
}

/** Which instance the caller asked for, by header or cookie; none: whichever is next. */
function pinOf(request: IncomingMessage): InstanceName | undefined {
  const header = request.headers[PIN_HEADER];
  const cookie = /(?:^|;\s*)farm-instance=([a-z]+)/.exec(request.headers.cookie ?? '')?.[1];
  const asked = (typeof header === 'string' ? header : undefined) ?? cookie;
  return INSTANCE_NAMES.find((name) => name === asked);
}

function forwardedHeaders(request: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  const forwardedFor = request.headers['x-forwarded-for'];
  const client = request.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = typeof forwardedFor === 'string' ? `${forwardedFor}, ${client}` : client;
  return headers;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The connection was never made: the instance cannot have seen the request, so any request may go elsewhere. */
const neverReached = (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED';

/**
 * A small load balancer in front of the instances, as a deployment puts one address before its
 * machines: each request and each WebSocket goes to the next instance in turn, or to the one its
 * caller is pinned to. An instance that refuses the connection is skipped (the request or socket
 * goes to another); one that drops a request it had received gets it again elsewhere only when
 * the method is idempotent, otherwise the caller gets a 502 and must not count the write as made.
 */
export async function startInstanceProxy(
  port: number,
  upstreams: Readonly<Record<InstanceName, number>>,
): Promise<InstanceProxy> {
  let next = 0;
  const sockets: Record<InstanceName, Set<Socket>> = { first: new Set(), second: new Set() };

  /** The instances to try, the pinned or next one first. */
  const order = (pin: InstanceName | undefined): InstanceName[] => {
    const head = pin ?? INSTANCE_NAMES[next++ % INSTANCE_NAMES.length] ?? 'first';
    return [head, ...INSTANCE_NAMES.filter((name) => name !== head)];
  };

  function forward(request: IncomingMessage, response: ServerResponse, body: Buffer, tries: InstanceName[]): void {
    const [instance, ...rest] = tries;
    if (!instance) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('no instance answered');
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreams[instance],
        method: request.method,
        path: request.url,
        headers: { ...forwardedHeaders(request), 'content-length': String(body.length) },
      },
      (answer) => {
        const headers: Record<string, string | string[] | undefined> = {
          ...answer.headers,
          [SERVED_BY_HEADER]: instance,
        };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const mayRepeat = neverReached(error) || IDEMPOTENT.has(request.method ?? '');
      if (mayRepeat && rest.length) forward(request, response, body, rest);
      else response.writeHead(502, { 'content-type': 'text/plain' }).end(`${instance} dropped the request`);
    });
    upstream.end(body);
  }

  function upgrade(request: IncomingMessage, client: Socket, head: Buffer, tries: InstanceName[]): void {
    const [instance, ...rest] = tries;
    if (!instance) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
      return;
    }
    const upstream = connect(upstreams[instance], '127.0.0.1');
    let connected = false;
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && neverReached(error)) upgrade(request, client, head, rest);
      else client.destroy();
    });
    upstream.once('connect', () => {
      connected = true;
      const headers = forwardedHeaders(request);
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers))
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      lines.push('Connection: Upgrade', `Upgrade: ${request.headers.upgrade ?? 'websocket'}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      sockets[instance].add(client);
      client.once('close', () => sockets[instance].delete(client));
      upstream.pipe(client);
      client.pipe(upstream);
      // A killed instance ends its sockets: the browser sees the close and reconnects through the proxy.
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
  }

  const server: Server = createServer((request, response) => {
    readBody(request).then(
      (body) => forward(request, response, body, order(pinOf(request))),
      () => response.destroy(),
    );
  });
  server.on('upgrade', (request: IncomingMessage, client: Socket, head: Buffer) => {
    // A browser that goes away mid-handshake must not take the proxy down with an unhandled error.
    client.on('error', () => client.destroy());
    upgrade(request, client, head, order(pinOf(request)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const listening = address && typeof address === 'object' ? address.port : port;
  return {
    origin: `http://127.0.0.1:${listening}`,
    openSockets: (name) => sockets[name].size,
    close: () =>
      new Promise((resolve) => {
        for (const set of Object.values(sockets)) for (const socket of set) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
