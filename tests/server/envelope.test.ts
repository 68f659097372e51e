import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '../../server/messages';
import { startServer, type Answer, type TestServer } from './support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ bodyLimit: 2048 });
  server.app.get('/farm-machine/test/explodes', async () => {
    throw new Error('database exploded at /secret/path');
  });
  token = await server.login('admin');
});
afterAll(() => server.close());

function expectEnvelope(body: Answer, message: string, code: number): void {
  expect(body).toEqual({ success: false, message, code, result: null, timestamp: expect.any(Number) });
}

describe('every JSON answer is the envelope { success, message, code, result, timestamp }', () => {
  it('a success carries code 200 and the result', async () => {
    const response = await server.call({ method: 'GET', url: '/sys/user/getCurrentUserDeparts', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      code: 200,
      message: expect.any(String),
      timestamp: expect.any(Number),
    });
  });
});

describe('an unknown API route', () => {
  it('answers HTTP 404 with code 404 and a clear message', async () => {
    const response = await server.call({ method: 'GET', url: '/sys/no/such/route', token });
    expect(response.statusCode).toBe(404);
    expectEnvelope(response.json(), httpMessages.notFound, 404);
  });

  it('answers 404 even without a token (nothing there to protect)', async () => {
    const response = await server.call({ method: 'POST', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});

describe('a malformed request body', () => {
  it('refuses JSON that does not parse with HTTP 400', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response.json(), httpMessages.invalidJson, 500);
  });

  it('refuses a body larger than the limit with HTTP 413 naming the limit', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/sys/login',
      payload: { username: 'admin', password: 'x'.repeat(4096) },
    });
    expect(response.statusCode).toBe(413);
    expectEnvelope(response.json(), httpMessages.bodyTooLarge(2), 500);
  });
});

describe('schema validation: refusals in the envelope (HTTP 200), as JeecgBoot answers them', () => {
  it('refuses a field of the wrong type, naming the field and the expected type', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/sys/login',
      payload: { username: { $ne: '' }, password: 'x' },
    });
    expect(response.statusCode).toBe(200);
    expectEnvelope(response.json(), '参数 username 应为字符串', 500);
  });

  it('refuses a missing required field by name', async () => {
    const response = await server.call({ method: 'POST', url: '/sys/login', payload: { username: 'admin' } });
    expect(response.statusCode).toBe(200);
    expectEnvelope(response.json(), '缺少必填参数 password', 500);
  });

  it('leaves out fields the route does not take: the request is answered on its own fields', async () => {
    const plain = await server.call({
      method: 'POST',
      url: '/sys/login',
      payload: { username: 'nobody-here', password: 'x' },
    });
    const extra = await server.call({
      method: 'POST',
      url: '/sys/login',
      payload: { username: 'nobody-here', password: 'x', isAdmin: true },
    });
    expect(extra.statusCode).toBe(200);
    expect(extra.json<{ message: string }>().message).toBe(plain.json<{ message: string }>().message);
  });
});

describe('an unexpected failure', () => {
  it('answers HTTP 500 with a generic message and never the error text or a stack trace', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/farm-machine/test/explodes' });
    expect(response.statusCode).toBe(500);
    expectEnvelope(response.json(), httpMessages.internalError, 500);
    expect(response.body).not.toContain('exploded');
    expect(response.body).not.toContain('at ');
  });
});
