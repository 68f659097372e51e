import { describe, expect, it } from 'vitest';
import { bizFolder, safeStem, storedFileName, storedPathSegments } from '../../../server/modules/files';

describe('upload folder (biz)', () => {
  it('defaults to temp and keeps plain nested folders', () => {
    expect(bizFolder(undefined)).toBe('temp');
    expect(bizFolder('  ')).toBe('temp');
    expect(bizFolder('farm/repair_photos-2024')).toBe('farm/repair_photos-2024');
  });

  it('refuses anything that is not a plain relative folder', () => {
    for (const biz of ['..', 'a/..', '/a', 'a\\b', 'a//b', '%2e', 'a/b/c/d/e/f', 'x'.repeat(65), '中文'])
      expect(bizFolder(biz), biz).toBeUndefined();
  });
});

describe('stored names', () => {
  it('keep letters of any script and digits, one _ for any other run, and the lower-cased extension', () => {
    expect(safeStem('C:\\Users\\x\\收割机 照片(1).JPG')).toBe('收割机_照片_1');
    expect(safeStem('\u202Egpj.exe')).toBe('gpj');
    expect(safeStem('...')).toBe('file');
    expect(storedFileName('report.final.PDF')).toBe('report_final.pdf');
  });
});

describe('stored paths named by clients', () => {
  it('are relative segments of safe characters, a trailing comma dropped', () => {
    expect(storedPathSegments('temp/收割机_1700000000000.png,')).toEqual(['temp', '收割机_1700000000000.png']);
    expect(storedPathSegments('a/b/c/d/e/0123456789abcdef0123456789abcdef/收割机.png')).toHaveLength(7);
    expect(storedPathSegments('a/b/c/d/e/f/0123456789abcdef0123456789abcdef/收割机.png')).toBeUndefined();
  });

  it('never climb, turn absolute, or carry a second encoding', () => {
    for (const path of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a\\..\\x',
      '%2e%2e/x',
      'a/\0.png',
      '.hidden',
      'a//b',
      '',
      ',',
      'a/./b',
    ]) {
      expect(storedPathSegments(path), JSON.stringify(path)).toBeUndefined();
    }
  });
});
