import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { CapturedSms } from './console-sms-capture';

const MAX_BODY_BYTES = 4096;

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_BODY_BYTES) throw new Error('body too large');
  }
  return body;
}

function isCapturedSms(value: unknown): value is CapturedSms {
  if (!value || typeof value !== 'object') return false;
  const { phone, code, purpose } = value as Record<string, unknown>;
  return typeof phone === 'string' && typeof code === 'string' && typeof purpose === 'string';
}

/**
 * A stand-in SMS gateway on 127.0.0.1:`port`: keeps every `{ phone, code, purpose }` the server
 * posts to /sms and lists them at GET /messages. Resolves once it listens; close() stops it.
 */
export async function startSmsCapture(port: number): Promise<{ close(): Promise<void> }> {
  const messages: CapturedSms[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/sms') {
      bodyOf(request)
        .then((body) => {
          const message: unknown = JSON.parse(body);
          if (!isCapturedSms(message)) throw new Error('not an SMS message');
          messages.push({ phone: message.phone, code: message.code, purpose: message.purpose });
          response.writeHead(204).end();
        })
        .catch((error: unknown) => response.writeHead(400).end(String(error)));
      return;
    }
    if (request.method === 'GET' && request.url === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
