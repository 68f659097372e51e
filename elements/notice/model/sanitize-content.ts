import DOMPurify from 'dompurify';

let hooked = false;

/** Links that open elsewhere cannot reach back to the page (registered once, where there is a DOM). */
function hookLinkTargets(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
}

/**
 * An announcement's HTML as it may reach the DOM: DOMPurify drops scripts, event-handler
 * attributes and `javascript:` links. Without a DOM to sanitise with, nothing is let through.
 */
export function sanitizeContent(html: string | null | undefined): string {
  if (!html || !DOMPurify.isSupported) return '';
  hookLinkTargets();
  const clean = DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], RETURN_TRUSTED_TYPE: false });
  return typeof clean === 'string' ? clean : String(clean);
}
