/**
 * The name a page gave an element: its `aria-label`, else the text of its `<label>`s (a
 * form-associated element is labelable). A control inside the shadow root cannot point at
 * either with `aria-labelledby` across the boundary, so it repeats the text as its own name.
 */
export function hostLabel(container: ShadowRoot | undefined): string | undefined {
  const host = container?.host;
  if (!host) return undefined;
  const own = host.getAttribute('aria-label')?.trim();
  if (own) return own;
  const labels = 'labels' in host ? (host as { labels: NodeListOf<HTMLLabelElement> | null }).labels : null;
  const text = Array.from(labels ?? [], (label) => label.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return text || undefined;
}
