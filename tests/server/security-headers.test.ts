import type { LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { checkedFrameAncestors, frameAncestorsFrom } from '../../server/config/frame-ancestors';
import { readSettings } from '../../server/config/settings';
import { freshDataDir, startServer, type TestServer } from './support/test-server';

// Issue "Data boundaries", point 10: the console could be framed by any site and sent no policy.
// Every answer now says what may run, who may frame it, not to sniff types and what to refer.

const FILES: Record<string, string> = {
  'console/index.html':
    '<!doctype html><html><head><style>body{margin:0}</style><script type="module" src="/assets/index-abc.js"></script></head><body><div id="app"></div></body></html>',
  'console/assets/index-abc.js': 'console.log("console");\n',
  'elements/farm-elements.js': 'export {};\n',
  'docs/farm-cron.html': '<!doctype html><html><head><script src="docs.js" defer></script></head><body></body></html>',
};

let distDir: string;
let server: TestServer;
let token: string;

function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'farm-dist-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

beforeAll(async () => {
  distDir = makeDist();
  server = await startServer({ distDir });
  token = await server.login('admin');
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const fetch = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** The directives of a policy by name. */
function directives(response: LightMyRequestResponse): Map<string, string> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0], part.slice(part.indexOf(' ') + 1)] as [string, string]),
  );
}

function expectEverywhereHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

function expectPagePolicy(response: LightMyRequestResponse): void {
  expectEverywhereHeaders(response);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  const policy = directives(response);
  expect(policy.get('frame-ancestors')).toBe("'self'");
  expect(policy.get('script-src')).toBe("'self'");
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('base-uri')).toBe("'self'");
  expect(policy.get('default-src')).toBe("'self'");
}

describe('the console', () => {
  it.each(['/', '/index.html', '/dashboard/analysis', '/isystem/user?x=1'])(
    '%s: its page runs no inline script and only this site may frame it',
    async (url) => {
      const response = await fetch(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expectPagePolicy(response);
      expect(directives(response).get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    },
  );

  it('its files carry the same headers', async () => {
    const response = await fetch('/assets/index-abc.js');
    expect(response.statusCode).toBe(200);
    expectPagePolicy(response);
  });

  it.each(['/demo/pickers.html', '/docs/farm-cron.html'])(
    "%s keeps its inline scripts (integrators' examples), nothing else loosened",
    async (url) => {
      const response = await fetch(url);
      expect(response.statusCode).toBe(200);
      expectEverywhereHeaders(response);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      const policy = directives(response);
      expect(policy.get('script-src')).toBe("'self' 'unsafe-inline'");
      expect(policy.get('frame-ancestors')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('connect-src')).toBe("'self'");
    },
  );
});

describe('the API', () => {
  it.each([
    ['a success', '/sys/permission/getUserPermissionByToken', true],
    ['a refusal', '/sys/user/list?pageSize=1', false],
    ['a 401', '/sys/role/list', undefined],
    ['a 404', '/no/such/route', true],
  ] as const)('%s is data: nothing in it may load or run, nobody else may frame it', async (_what, url, withToken) => {
    const response = await server.call({ method: 'GET', url, ...(withToken === undefined ? {} : { token }) });
    expectEverywhereHeaders(response);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
  });

  it('a stored file keeps its own sandboxing policy, with frame-ancestors added', async () => {
    const upload = await server.call({
      method: 'POST',
      url: '/sys/common/upload',
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n',
    });
    const stored = upload.json<{ message: string }>().message;
    const response = await server.call({ method: 'GET', url: `/sys/common/static/${stored}` });
    expect(response.statusCode).toBe(200);
    const policy = directives(response);
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expectEverywhereHeaders(response);
  });
});

describe('the element builds', () => {
  it('stay loadable by pages on any origin: no frame or page policy, nosniff with their JavaScript type', async () => {
    const response = await fetch('/elements/farm-elements.js', { origin: 'https://portal.example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expectEverywhereHeaders(response);
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('FARM_FRAME_ANCESTORS', () => {
  it("is 'self' by default", () => {
    expect(readSettings({}).frameAncestors).toBe("'self'");
    expect(frameAncestorsFrom('')).toBe("'self'");
  });

  it('takes portals as origins, the keywords with or without quotes', () => {
    expect(frameAncestorsFrom("'self' https://portal.example.com")).toBe("'self' https://portal.example.com");
    expect(frameAncestorsFrom('self, https://*.Example.com:8443')).toBe("'self' https://*.example.com:8443");
    expect(frameAncestorsFrom('none')).toBe("'none'");
  });

  it.each([
    ['*', /"\*" is refused/],
    ["'self'; script-src *", /not a frame-ancestors source/],
    ['https://portal.example.com/path', /not a frame-ancestors source/],
    ['javascript:', /not a frame-ancestors source/],
    ["'none' 'self'", /'none' cannot be listed/],
  ])('refuses %s at start', (value, reason) => {
    expect(() => checkedFrameAncestors(value)).toThrow(reason);
  });

  it('names the portals that may frame the console, and drops X-Frame-Options, which cannot say that', async () => {
    const dir = makeDist();
    const portal = await startServer({ distDir: dir, frameAncestors: "'self' https://portal.example.com" });
    try {
      const page = await portal.app.inject({ method: 'GET', url: '/' });
      expect(directives(page).get('frame-ancestors')).toBe("'self' https://portal.example.com");
      expect(page.headers['x-frame-options']).toBeUndefined();
      const answer = await portal.call({ method: 'GET', url: '/sys/randomImage/abc' });
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'self' https://portal.example.com",
      );
    } finally {
      await portal.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("'none' frames nowhere: X-Frame-Options DENY", async () => {
    const none = await startServer({ distDir: '/nonexistent-dist', frameAncestors: "'none'" });
    try {
      const answer = await none.call({ method: 'GET', url: '/sys/randomImage/abc' });
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      await none.close();
    }
  });

  it('refuses a bad value given in code before anything opens', async () => {
    const dataDir = freshDataDir();
    try {
      await expect(buildServer({ settings: { dataDir, frameAncestors: '*' } })).rejects.toThrow(
        /settings\.frameAncestors: "\*" is refused/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
