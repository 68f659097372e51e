import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, startServer, type Answer, type TestServer } from '../support/test-server';
import { multipartForm } from './multipart-form';

// The upload lists' 预览 of a PDF opens /sys/common/pdf/pdfPreviewIframe?file=<stored path>, as
// elements/upload builds it: no token in the address, the page frames the file from the static path.

let server: TestServer;
let stored = '';
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

beforeAll(async () => {
  server = await startServer();
  const token = await server.login('wujiu');
  const { payload, headers } = multipartForm([
    { field: 'biz', value: 'contracts' },
    { field: 'file', fileName: '农机合同.pdf', content: PDF, contentType: 'application/pdf' },
  ]);
  const answer = (await server.call({ method: 'POST', url: '/sys/common/upload', token, headers, payload })).json<
    Answer<string>
  >();
  expect(answer.success, answer.message).toBe(true);
  stored = answer.message;
});
afterAll(() => server.close());

/** Opens an address as a browser tab does: no token header. */
const open = (url: string) => server.app.inject({ method: 'GET', url });

describe('previewing an uploaded PDF', () => {
  it('opens the preview page for the stored path without a token, and the page frames the file', async () => {
    const pageUrl = `${API}/sys/common/pdf/pdfPreviewIframe?${new URLSearchParams({ file: stored })}`;
    const page = await open(pageUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const frame = /<iframe src="([^"]+)"/.exec(page.body)?.[1];
    expect(frame).toBeTruthy();

    const fileUrl = new URL(frame!.replace(/&amp;/g, '&'), `http://localhost${pageUrl}`);
    expect(fileUrl.pathname).toBe(`${API}/sys/common/static/${stored.split('/').map(encodeURIComponent).join('/')}`);
    const file = await open(fileUrl.pathname);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline;/);
    expect(String(file.headers['content-disposition'])).toContain(encodeURIComponent('农机合同.pdf'));
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // The browser's PDF viewer refuses a sandboxed document: the PDF's policy only says who may frame it.
    expect(String(file.headers['content-security-policy'])).not.toContain('sandbox');
    expect(String(file.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(file.body).toBe(PDF);
  });

  it('frames nothing for a stored file that is not a PDF', async () => {
    const page = await open(
      `${API}/sys/common/pdf/pdfPreviewIframe?${new URLSearchParams({ file: stored.replace(/\.pdf$/, '.png') })}`,
    );
    expect(page.statusCode).toBeLessThan(500);
    expect(page.body).not.toContain('<iframe');
  });
});
