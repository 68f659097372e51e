/** Characters that would end the alt text or the address early are escaped. */
function escapeAlt(text: string): string {
  return text
    .replace(/[\\[\]]/g, (character) => `\\${character}`)
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeUrl(url: string): string {
  return url
    .trim()
    .replace(/[\s()<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The Markdown of an image with its remark as alt text: `![remark](url)`. */
export function imageMarkdown(url: string, remark: string): string {
  return `![${escapeAlt(remark)}](${escapeUrl(url)})`;
}

const NETWORK_ADDRESS = /^(https?:\/\/[^\s/]+|\/(?!\/))/i;

/** A network image address the editor accepts: http(s) or a path on this site. */
export function isImageAddress(text: string): boolean {
  return NETWORK_ADDRESS.test(text.trim());
}

export interface TextEdit {
  text: string;
  /** Where the caret goes after the insertion. */
  caret: number;
}

/** `insertion` put in place of the selection [start, end), on a line of its own when mid-line. */
export function insertBlock(text: string, start: number, end: number, insertion: string): TextEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before && !before.endsWith('\n') ? '\n' : '';
  const trail = after && !after.startsWith('\n') ? '\n' : '';
  const inserted = `${lead}${insertion}${trail}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + lead.length + insertion.length };
}
