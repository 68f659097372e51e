import DOMPurify from 'dompurify';

/**
 * A rich-text field's HTML as it may reach the DOM in 详细信息: DOMPurify drops scripts,
 * event-handler attributes and `javascript:` links; styles and forms are dropped too, so a
 * record cannot restyle or submit from the modal. Without a DOM to sanitise with, nothing passes.
 */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== 'string' || html === '' || !DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], RETURN_TRUSTED_TYPE: false });
  return typeof clean === 'string' ? clean : String(clean);
}
