import { randomBytes } from 'node:crypto';
import { extensionOf } from './file-kinds';

/** The upload widgets' default folder (widgets spec: "biz default temp"). */
export const DEFAULT_BIZ = 'temp';

const BIZ_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_BIZ_DEPTH = 5;
const MAX_STEM_LENGTH = 64;

/**
 * The folder a client asked for (`biz`), or undefined when it is not a plain relative folder:
 * segments of letters, digits, '_' and '-' joined by '/'. Anything else ('..', '\', a leading
 * '/', '%', NUL...) is refused rather than rewritten, as JeecgBoot refuses a bad bizPath.
 */
export function bizFolder(biz: string | undefined): string | undefined {
  const text = (biz ?? '').trim();
  if (!text) return DEFAULT_BIZ;
  const segments = text.split('/');
  if (segments.length > MAX_BIZ_DEPTH || !segments.every((segment) => BIZ_SEGMENT.test(segment))) return undefined;
  return segments.join('/');
}

/**
 * The client's file name reduced to a safe stem: the last path component without its extension,
 * letters (any script) and digits kept, every other run of characters made one '_'.
 */
export function safeStem(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot < 0 ? base : base.slice(0, dot))
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  return [...stem].slice(0, MAX_STEM_LENGTH).join('') || 'file';
}

/** The name a file keeps inside its folder: the client's name and extension made safe. */
export function storedFileName(originalName: string): string {
  return `${safeStem(originalName)}.${extensionOf(originalName.split(/[\\/]/).pop() ?? '')}`;
}

/** 128 random bits, as 32 hex digits. */
const FOLDER_RANDOM_BYTES = 16;

/**
 * The folder of one stored file. Stored files are served without a token, so their paths must
 * not be guessable: JeecgBoot's `<name>_<millis>` was found by counting milliseconds. A folder of
 * 128 random bits per file makes the path unguessable while the file keeps its own name, which
 * the upload lists show and downloads are saved under.
 */
export function unguessableFolder(): string {
  return randomBytes(FOLDER_RANDOM_BYTES).toString('hex');
}

const STORED_SEGMENT = /^[\p{L}\p{N}_-][\p{L}\p{N}_.-]*$/u;
const MAX_SEGMENT_LENGTH = 255;
/** The biz folders, the random folder, the name; paths stored before the random folder are one shorter. */
const MAX_PATH_DEPTH = MAX_BIZ_DEPTH + 2;

/**
 * The segments of a stored path as a client names it ('temp/<32 hex digits>/photo.png', or
 * 'temp/photo_1700000000000.png' stored by an earlier version), or
 * undefined when it could name anything outside the upload folder. The router has decoded the
 * URL once; a '%' left over is a second encoding and is refused, never decoded again. JeecgBoot
 * clients sometimes leave a trailing comma (a one-item list): it is dropped, as JeecgBoot does.
 */
export function storedPathSegments(clientPath: string): string[] | undefined {
  const text = clientPath.endsWith(',') ? clientPath.slice(0, -1) : clientPath;
  if (!text || text.includes('\0') || text.includes('\\') || text.includes('%') || text.startsWith('/'))
    return undefined;
  const segments = text.split('/');
  if (segments.length > MAX_PATH_DEPTH) return undefined;
  const safe = segments.every((segment) => segment.length <= MAX_SEGMENT_LENGTH && STORED_SEGMENT.test(segment));
  return safe ? segments : undefined;
}
