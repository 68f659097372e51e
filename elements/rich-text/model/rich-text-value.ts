import DOMPurify from 'dompurify';

/** The HTML Quill holds when nothing was typed. */
const BLANK = /^(<p>(<br\s*\/?>|\s|&nbsp;)*<\/p>)*$/i;

/** HTML on its way into or out of the editor: sanitised by DOMPurify, a blank editor as ''. */
export function cleanRichText(html: string | null | undefined): string {
  const clean = DOMPurify.sanitize(html ?? '');
  return BLANK.test(clean.trim()) ? '' : clean;
}
