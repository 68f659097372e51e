import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** The preview's HTML: Markdown rendered by marked (GitHub flavour), then sanitised by DOMPurify. */
export function renderMarkdown(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html);
}
