const sheetsByText = new Map<string, CSSStyleSheet>();

/**
 * One constructable stylesheet per CSS text, created on first use and adopted by every
 * shadow root that needs it: the browser parses the CSS once however many elements exist.
 */
export function sharedStyleSheet(cssText: string): CSSStyleSheet {
  let sheet = sheetsByText.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetsByText.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adds the shared sheets of `cssTexts` to a document or shadow root, each once: for a React
 * component mounted outside our elements, whose root did not adopt them when it was made.
 */
export function adoptSharedSheets(root: Document | ShadowRoot, cssTexts: readonly string[]): void {
  const missing = cssTexts.map(sharedStyleSheet).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
