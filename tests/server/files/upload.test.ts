import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages, filesMessages, validationMessages } from '../../../server/messages';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../../../server/modules/files';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { multipartForm, TINY_PNG, type FormPart } from './multipart-form';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('wujiu');
});
afterAll(() => server.close());

const uploadRoot = () => path.join(server.dataDir, 'upload');
/** `<biz>/<32 hex digits>/<name>`: the shape of every stored path, the random folder matched. */
const storedPath = (biz: string, name: string) => new RegExp(`^${biz}/[0-9a-f]{32}/${name.replace(/[.()]/g, '\\$&')}$`);

async function upload(parts: readonly FormPart[], options: { token?: string | null } = {}) {
  const { payload, headers } = multipartForm(parts);
  const response = await server.call({
    method: 'POST',
    url: '/sys/common/upload',
    token: options.token === null ? undefined : (options.token ?? token),
    headers,
    payload,
  });
  return { status: response.statusCode, answer: response.json<Answer<string | null>>() };
}

/** Every file below the upload root and the incoming folder, as relative paths. */
function storedFiles(): string[] {
  const list = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(server.dataDir, path.join(e.parentPath, e.name)))
      : [];
  return [...list(uploadRoot()), ...list(path.join(server.dataDir, 'upload-incoming'))].sort();
}

describe('POST /sys/common/upload: storing a file', () => {
  it('stores the file under <biz>/<random folder>/<name>.<ext> and answers that path in message (and result)', async () => {
    const { status, answer } = await upload([
      { field: 'biz', value: 'repair' },
      { field: 'isup', value: '1' },
      { field: 'file', fileName: 'engine.png', content: TINY_PNG, contentType: 'image/png' },
    ]);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ success: true, code: 200 });
    expect(answer.message).toMatch(storedPath('repair', 'engine.png'));
    expect(answer.result).toBe(answer.message);
    expect(readFileSync(path.join(uploadRoot(), answer.message))).toEqual(TINY_PNG);
  });

  it('uses the folder temp when biz is absent or empty', async () => {
    expect((await upload([{ field: 'file', fileName: 'a.txt', content: 'x' }])).answer.message).toMatch(
      storedPath('temp', 'a.txt'),
    );
    const empty = await upload([
      { field: 'biz', value: '' },
      { field: 'file', fileName: 'b.txt', content: 'x' },
    ]);
    expect(empty.answer.message).toMatch(storedPath('temp', 'b.txt'));
  });

  it('accepts nested folders, editor uploads (jeditor) and a biz sent after the file', async () => {
    const nested = await upload([
      { field: 'biz', value: 'farm/repair-photos' },
      { field: 'jeditor', value: '1' },
      { field: 'file', fileName: 'c.jpg', content: 'jpeg bytes' },
    ]);
    expect(nested.answer.message).toMatch(storedPath('farm/repair-photos', 'c.jpg'));
    const after = await upload([
      { field: 'file', fileName: 'd.pdf', content: '%PDF-1.4' },
      { field: 'biz', value: 'contracts' },
    ]);
    expect(after.answer.message).toMatch(storedPath('contracts', 'd.pdf'));
  });

  it('keeps Chinese names, makes other characters safe and lowers the extension', async () => {
    expect(
      (await upload([{ field: 'file', fileName: '收割机 维修(最终版).DOCX', content: 'doc' }])).answer.message,
    ).toMatch(storedPath('temp', '收割机_维修_最终版.docx'));
    expect(
      (await upload([{ field: 'file', fileName: '<img src=x onerror=alert(1)>.png', content: TINY_PNG }])).answer
        .message,
    ).toMatch(storedPath('temp', 'img_src_x_onerror_alert_1.png'));
    expect((await upload([{ field: 'file', fileName: '.xlsx', content: 'sheet' }])).answer.message).toMatch(
      storedPath('temp', 'file.xlsx'),
    );
  });

  it('never overwrites: the same name in the same millisecond goes to another random folder', async () => {
    const first = await upload([{ field: 'file', fileName: 'same.txt', content: 'first' }]);
    const second = await upload([{ field: 'file', fileName: 'same.txt', content: 'second' }]);
    expect(first.answer.message).toMatch(storedPath('temp', 'same.txt'));
    expect(second.answer.message).toMatch(storedPath('temp', 'same.txt'));
    expect(second.answer.message).not.toBe(first.answer.message);
    expect(readFileSync(path.join(uploadRoot(), first.answer.message), 'utf8')).toBe('first');
    expect(readFileSync(path.join(uploadRoot(), second.answer.message), 'utf8')).toBe('second');
  });

  it('leaves nothing behind in the incoming folder', () => {
    expect(storedFiles().filter((file) => file.startsWith('upload-incoming'))).toEqual([]);
  });
});

describe('upload: file names from the client never choose where the file goes', () => {
  it.each([
    ['../../evil.png', 'evil'],
    ['..\\..\\windows\\evil.png', 'evil'],
    ['/etc/cron.d/evil.png', 'evil'],
    ['C:\\temp\\evil.png', 'evil'],
    ['..%2F..%2Fevil.png', '_2F_2Fevil'],
  ])('%s is stored in the upload folder as <random folder>/%s.png', async (fileName, stem) => {
    const { answer } = await upload([{ field: 'file', fileName, content: TINY_PNG }]);
    expect(answer.message).toMatch(storedPath('temp', `${stem.replace(/^_+/, '')}.png`));
    expect(storedFiles()).toContain(path.join('upload', answer.message));
  });
});

describe('upload: refusals', () => {
  it('needs a signed-in caller, and reads nothing before that', async () => {
    const before = storedFiles();
    const { status, answer } = await upload([{ field: 'file', fileName: 'x.png', content: TINY_PNG }], { token: null });
    expect(status).toBe(401);
    expect(answer.message).toBe(httpMessages.tokenInvalid);
    expect(storedFiles()).toEqual(before);
  });

  it.each([
    'page.html',
    'page.htm',
    'logo.svg',
    'app.js',
    'app.mjs',
    'setup.exe',
    'run.sh',
    'photo.png.html',
    'shell.php',
    'x.xhtml',
  ])('refuses %s (markup, scripts and programs are never stored)', async (fileName) => {
    const before = storedFiles();
    const { answer } = await upload([{ field: 'file', fileName, content: '<script>alert(document.cookie)</script>' }]);
    expect(answer).toMatchObject({
      success: false,
      code: 500,
      message: filesMessages.typeNotAllowed(fileName.split('.').pop() ?? ''),
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file without an extension, an empty file, a missing file and a second file', async () => {
    expect((await upload([{ field: 'file', fileName: 'README', content: 'x' }])).answer.message).toBe(
      filesMessages.typeNotAllowed(''),
    );
    expect((await upload([{ field: 'file', fileName: 'empty.txt', content: '' }])).answer.message).toBe(
      filesMessages.fileEmpty,
    );
    expect((await upload([{ field: 'biz', value: 'temp' }])).answer.message).toBe(filesMessages.fileMissing);
    const two = await upload([
      { field: 'file', fileName: 'a.txt', content: 'a' },
      { field: 'file', fileName: 'b.txt', content: 'b' },
    ]);
    expect(two.answer).toMatchObject({ success: false, message: filesMessages.onlyOneFile });
  });

  it('ignores text fields it does not know, refuses a file under another name, and a body that is not multipart', async () => {
    const unknown = await upload([
      { field: 'path', value: '/etc' },
      { field: 'file', fileName: 'a.txt', content: 'a' },
    ]);
    expect(unknown).toMatchObject({
      status: 200,
      answer: { success: true, message: expect.stringMatching(storedPath('temp', 'a.txt')) },
    });
    const otherFile = await upload([{ field: 'avatar', fileName: 'a.png', content: TINY_PNG }]);
    expect(otherFile).toMatchObject({
      status: 200,
      answer: { success: false, message: validationMessages.additionalProperty('avatar') },
    });
    const json = await server.call({ method: 'POST', url: '/sys/common/upload', token, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json<Answer>().message).toBe(filesMessages.notMultipart);
  });

  it('refuses a multipart body cut short, keeping nothing of it', async () => {
    const before = storedFiles();
    const { payload, headers } = multipartForm([{ field: 'file', fileName: 'cut.txt', content: 'x'.repeat(1000) }]);
    const response = await server.call({
      method: 'POST',
      url: '/sys/common/upload',
      token,
      headers,
      payload: payload.subarray(0, 300),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().message).toBe(filesMessages.badForm);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 10 MiB by default, saying the limit', async () => {
    expect(DEFAULT_UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    const before = storedFiles();
    const { answer } = await upload([
      { field: 'file', fileName: 'big.zip', content: Buffer.alloc(DEFAULT_UPLOAD_MAX_BYTES + 1, 1) },
    ]);
    expect(answer).toMatchObject({ success: false, message: filesMessages.fileTooLarge(10) });
    expect(storedFiles()).toEqual(before);
  });
});

describe('upload: the biz folder is a plain relative folder or the upload is refused', () => {
  it.each([
    '..',
    '../x',
    'a/../../b',
    '/abs',
    '/etc/cron.d',
    'a\\b',
    '..\\..\\x',
    '%2e%2e',
    '%2e%2e%2fx',
    'a//b',
    'a/',
    'a\u0000b',
    '.hidden',
    'a b',
    'a:b',
  ])('refuses biz %j and writes nothing', async (biz) => {
    const before = storedFiles();
    const { answer } = await upload([
      { field: 'biz', value: biz },
      { field: 'file', fileName: 'x.png', content: TINY_PNG },
    ]);
    expect(answer).toMatchObject({ success: false, message: filesMessages.badBiz });
    expect(storedFiles()).toEqual(before);
    expect(readdirSync(server.dataDir).sort()).toEqual(expect.arrayContaining(['upload', 'upload-incoming']));
    expect(
      readdirSync(server.dataDir)
        .filter((name) => !name.startsWith('farm.sqlite'))
        .sort(),
    ).toEqual(['upload', 'upload-incoming']);
  });
});

describe('upload: the size limit is a setting', () => {
  it('refuses a file over uploadMaxBytes and accepts one at the limit', async () => {
    const small = await startServer({ uploadMaxBytes: 1024 * 1024 });
    try {
      const smallToken = await small.login('wujiu');
      const send = async (size: number) => {
        const { payload, headers } = multipartForm([
          { field: 'file', fileName: 'scan.pdf', content: Buffer.alloc(size, 7) },
        ]);
        return (
          await small.call({ method: 'POST', url: '/sys/common/upload', token: smallToken, headers, payload })
        ).json<Answer>();
      };
      expect(await send(1024 * 1024 + 1)).toMatchObject({ success: false, message: filesMessages.fileTooLarge(1) });
      expect((await send(1024 * 1024)).message).toMatch(storedPath('temp', 'scan.pdf'));
    } finally {
      await small.close();
    }
  });
});
