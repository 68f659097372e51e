/**
 * Content-Security-Policy of a stored file shown in place or downloaded: nothing in it may load
 * or run (`sandbox` also gives it an opaque origin). PDF goes without it: browsers refuse to
 * render a PDF in a sandboxed document, and the PDF viewer runs apart from the page anyway.
 */
export const STORED_FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** RFC 6266 `Content-Disposition` with an ASCII fallback and the UTF-8 name (Chinese file names). */
export function fileDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
