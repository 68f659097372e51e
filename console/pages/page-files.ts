/**
 * The id of the JSON data block through which the built index.html names the menus' page files,
 * less what every page loads from the start (written by scripts/console-chunks.ts).
 */
export const PAGE_FILES_BLOCK_ID = 'farm-page-files';

let asked = false;

/** Whether the browser asks sites to save data (the Save-Data preference): nothing is fetched ahead then. */
export function browserSavesData(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: { saveData?: unknown } }).connection?.saveData === true;
}

/**
 * Has the browser prefetch, once, the menus' page files that index.html names: they sit in the
 * cache when a menu is opened, and none of their code is parsed or run before then. False when
 * the page names none (the development server builds nothing ahead), so the caller fetches the
 * groups itself.
 */
export function prefetchPageFiles(doc: Document = document): boolean {
  if (asked) return true;
  const block = doc.getElementById(PAGE_FILES_BLOCK_ID);
  if (!block) return false;
  let files: unknown;
  try {
    files = JSON.parse(block.textContent ?? '');
  } catch {
    return false;
  }
  if (!Array.isArray(files)) return false;
  asked = true;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    doc.head.append(link);
  }
  return true;
}
