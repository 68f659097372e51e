import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesMessages } from '../../../server/messages';
import { API, startServer, type Answer, type TestServer } from '../support/test-server';
import { multipartForm, TINY_PNG } from './multipart-form';

/** A file beside the upload folder that no client may ever read. */
const SECRET = 'TOP-SECRET-outside-the-upload-folder';

let server: TestServer;
let token: string;
const stored: Record<string, string> = {};

async function upload(fileName: string, content: Buffer | string): Promise<string> {
  const { payload, headers } = multipartForm([
    { field: 'biz', value: 'docs' },
    { field: 'file', fileName, content },
  ]);
  const answer = (await server.call({ method: 'POST', url: '/sys/common/upload', token, headers, payload })).json<
    Answer<string>
  >();
  if (!answer.success) throw new Error(answer.message);
  return answer.message;
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login('wujiu');
  stored.png = await upload('harvester.png', TINY_PNG);
  stored.pdf = await upload('contract.pdf', '%PDF-1.4 contract');
  stored.docx = await upload('维修报告.docx', 'docx bytes');
  stored.txt = await upload('notes.txt', '<html><script>alert(1)</script></html>');
  writeFileSync(path.join(server.dataDir, 'secret.txt'), SECRET);
  // Planted by hand, as no upload could: a page, a link leading out, a folder.
  writeFileSync(path.join(server.dataDir, 'upload', 'docs', 'planted.html'), '<script>alert(document.domain)</script>');
  symlinkSync(path.join(server.dataDir, 'secret.txt'), path.join(server.dataDir, 'upload', 'docs', 'link.txt'));
  mkdirSync(path.join(server.dataDir, 'upload', 'docs', 'folder.png'));
});
afterAll(() => server.close());

const read = (storedPath: string) => server.call({ method: 'GET', url: `/sys/common/static/${storedPath}` });

describe('GET /sys/common/static/<path>: serving stored files', () => {
  it('serves an image in place, without a token, as its own type with nosniff and a sandbox', async () => {
    const response = await read(stored.png);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(TINY_PNG);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-length': String(TINY_PNG.length),
    });
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="harvester\.png"/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('serves a PDF in place (the browser viewer needs it unsandboxed), still with nosniff', async () => {
    const response = await read(stored.pdf);
    expect(response.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    // Only who may frame it (security-headers.ts): no directive the PDF viewer would meet.
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });

  it('serves everything else as a download, with the UTF-8 name', async () => {
    const docx = await read(stored.docx);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toBe(
      `attachment; filename="${path.basename(stored.docx).replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(path.basename(stored.docx))}`,
    );
    const txt = await read(stored.txt);
    expect(txt.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
    });
    expect(txt.headers['content-disposition']).toMatch(/^attachment;/);
    expect(txt.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves a page placed in the folder by hand as an opaque sandboxed download, never as HTML', async () => {
    const response = await read('docs/planted.html');
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('accepts the path with a trailing comma, as JeecgBoot does', async () => {
    expect((await read(`${stored.png},`)).rawPayload).toEqual(TINY_PNG);
  });

  it('answers 404 for a file that is not there, a folder, or a link', async () => {
    for (const missing of ['docs/none.png', 'docs/folder.png', 'docs/link.txt', 'docs']) {
      const response = await read(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json<Answer>()).toMatchObject({ success: false, message: filesMessages.notFound });
      expect(response.body).not.toContain(SECRET);
    }
  });
});

describe('static files: no client path reaches outside the upload folder', () => {
  it.each([
    '..%2Fsecret.txt',
    '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    'docs%2F..%2F..%2Fsecret.txt',
    '%252e%252e%252fsecret.txt',
    '%252e%252e/secret.txt',
    '..%5Csecret.txt',
    'docs%5C..%5C..%5Csecret.txt',
    '%2Fetc%2Fpasswd',
    '/etc/passwd',
    'docs/notes.txt%00.png',
    '%00',
    '.%2Fsecret.txt',
    '..%2F',
    '%2E%2E%2Fsecret.txt',
    '...%2Fsecret.txt',
  ])('refuses %s', async (attack) => {
    const response = await read(attack);
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>()).toMatchObject({ success: false, message: filesMessages.badPath });
    expect(response.body).not.toContain(SECRET);
  });

  it('refuses an absolute path to the secret file itself', async () => {
    const response = await read(encodeURIComponent(path.join(server.dataDir, 'secret.txt')));
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(SECRET);
  });

  it('refuses dot segments sent raw over a socket, as curl --path-as-is would', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const raw of [
      `${API}/sys/common/static/../../secret.txt`,
      `${API}/sys/common/static/docs/../../secret.txt`,
      `${API}/sys/common/static/..\\secret.txt`,
    ]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET ${raw} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer, raw).not.toContain(SECRET);
      expect(answer, raw).not.toMatch(/^HTTP\/1\.1 200/);
    }
  });
});
