/**
 * Key events an editor has acted on itself (a text editor committing on Enter): the grid's own
 * handling of the key is skipped, while the event still reaches the page as every key does.
 */
const handled = new WeakSet<Event>();

export function markHandledByEditor(event: Event): void {
  handled.add(event);
}

export function handledByEditor(event: Event): boolean {
  return handled.has(event);
}
