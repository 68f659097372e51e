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
