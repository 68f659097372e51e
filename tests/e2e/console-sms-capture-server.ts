/*
 * A stand-in SMS gateway for the end-to-end runs: keeps every `{ phone, code, purpose }` the
 * server posts, and lists them at GET /messages. Started by playwright.config.ts; the port
 * comes from console-sms-capture.ts.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { SMS_CAPTURE_PORT, type CapturedSms } from './console-sms-capture';

const MAX_BODY_BYTES = 4096;
const messages: CapturedSms[] = [];

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

createServer((request, response) => {
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
  // The runner's readiness check.
  if (request.method === 'GET' && request.url === '/') {
    response.writeHead(200).end('ok');
    return;
  }
  response.writeHead(404).end();
}).listen(SMS_CAPTURE_PORT, '127.0.0.1');
