/**
 * What may be uploaded, and how each kind is served back. The extension decides both (never the
 * content type the client declared): markup and scripts (html, svg, js...) and executables are
 * not on the list, so a stored file can never run in the site's origin. Only raster images and
 * PDF are shown in place; everything else is served as a download.
 */
export interface FileKind {
  contentType: string;
  /** true: `Content-Disposition: inline` (shown by the browser); false: `attachment`. */
  inline: boolean;
}

const shown = (contentType: string): FileKind => ({ contentType, inline: true });
const downloaded = (contentType: string): FileKind => ({ contentType, inline: false });

const KINDS: Readonly<Record<string, FileKind>> = {
  png: shown('image/png'),
  jpg: shown('image/jpeg'),
  jpeg: shown('image/jpeg'),
  gif: shown('image/gif'),
  webp: shown('image/webp'),
  bmp: shown('image/bmp'),
  pdf: shown('application/pdf'),
  doc: downloaded('application/msword'),
  docx: downloaded('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  xls: downloaded('application/vnd.ms-excel'),
  xlsx: downloaded('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  ppt: downloaded('application/vnd.ms-powerpoint'),
  pptx: downloaded('application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  odt: downloaded('application/vnd.oasis.opendocument.text'),
  ods: downloaded('application/vnd.oasis.opendocument.spreadsheet'),
  odp: downloaded('application/vnd.oasis.opendocument.presentation'),
  wps: downloaded('application/octet-stream'),
  txt: downloaded('text/plain; charset=utf-8'),
  csv: downloaded('text/csv; charset=utf-8'),
  zip: downloaded('application/zip'),
  rar: downloaded('application/vnd.rar'),
  '7z': downloaded('application/x-7z-compressed'),
  mp3: downloaded('audio/mpeg'),
  mp4: downloaded('video/mp4'),
};

/** Served for a file in the upload folder that no upload could have made (placed by hand). */
const UNKNOWN: FileKind = downloaded('application/octet-stream');

export const UPLOADABLE_EXTENSIONS: readonly string[] = Object.keys(KINDS);

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isUploadable(extension: string): boolean {
  return Object.hasOwn(KINDS, extension);
}

export function fileKindOf(fileName: string): FileKind {
  const extension = extensionOf(fileName);
  return (Object.hasOwn(KINDS, extension) ? KINDS[extension] : undefined) ?? UNKNOWN;
}
