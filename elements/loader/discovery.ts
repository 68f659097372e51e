/**
 * Finds the suite's tags in a page: what is there now, and what gets added later. A document's
 * observer does not see into shadow roots, so each shadow root is discovered on its own.
 */

/** Every element of the suite is named `farm-<name>`. */
export function isFarmTag(name: string): boolean {
  return name.startsWith('farm-');
}

function collectUndefinedFarmTags(node: Node, into: Set<string>): void {
  if (node instanceof Element && !node.matches(':defined') && isFarmTag(node.localName)) into.add(node.localName);
  if (!('querySelectorAll' in node)) return;
  for (const element of (node as ParentNode).querySelectorAll(':not(:defined)')) {
    if (isFarmTag(element.localName)) into.add(element.localName);
  }
}

/** The distinct `farm-*` tags under `root` (itself included) that are not defined yet. */
export function undefinedFarmTagsIn(root: Node): Set<string> {
  const tags = new Set<string>();
  collectUndefinedFarmTags(root, tags);
  return tags;
}

/**
 * Calls `onTags` with the undefined `farm-*` tags of every subtree added under `root` from now
 * on, nested ones included. The observer lives as long as `root`.
 */
export function watchForFarmTags(root: Node, onTags: (tags: Set<string>) => void): MutationObserver {
  const observer = new MutationObserver((records) => {
    const tags = new Set<string>();
    for (const record of records) {
      for (const added of record.addedNodes) collectUndefinedFarmTags(added, tags);
    }
    if (tags.size > 0) onTags(tags);
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}
