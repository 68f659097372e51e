import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const preview = (query: string) => server.call({ method: 'GET', url: `/sys/common/pdf/pdfPreviewIframe${query}` });

describe('GET /sys/common/pdf/pdfPreviewIframe: the PDF preview page', () => {
  it('frames the stored PDF from the static path, with a CSP that allows no script', async () => {
    const response = await preview('?file=contracts/%E5%90%88%E5%90%8C_1726797600000.pdf&_t=1726800000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<iframe src="../static/contracts/%E5%90%88%E5%90%8C_1726797600000.pdf"');
    expect(response.body).toContain(`<title>${filesMessages.previewTitle}</title>`);
    expect(response.body).not.toContain('<script');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-src 'self'");
    expect(policy).not.toMatch(/script-src|unsafe-inline/);
  });

  it('is public: an iframe cannot send the token header', async () => {
    expect((await preview('?file=a/b.pdf')).statusCode).toBe(200);
  });

  it('says so when no file is given', async () => {
    const response = await preview('');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(filesMessages.previewNoFile);
    expect(response.body).not.toContain('<iframe');
  });

  it.each([
    'temp/photo.png',
    '../secret.pdf',
    '..%2F..%2Fsecret.pdf',
    'https://evil.example/x.pdf',
    '//evil.example/x.pdf',
    '/etc/x.pdf',
    'a\\..\\x.pdf',
    encodeURIComponent('"><script>alert(1)</script>.pdf'),
    'javascript:alert(1)//.pdf',
  ])('shows no frame for %s, only the reason, escaped', async (file) => {
    const response = await preview(`?file=${file}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(filesMessages.previewNotPdf);
    expect(response.body).not.toContain('<iframe');
    expect(response.body).not.toContain('<script');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
