/**
 * `FARM_FRAME_ANCESTORS`: the pages allowed to show the console (and the API's answers) in a
 * frame, as the sources of the Content-Security-Policy `frame-ancestors` directive: `'self'` (the
 * default: only this server's own pages), `'none'`, or origins such as `https://portal.example.com`
 * and `https://*.example.com`, separated by spaces or commas. The value becomes part of a header,
 * so anything that is not one of these is refused at start rather than sent.
 */

export const DEFAULT_FRAME_ANCESTORS = "'self'";

const KEYWORDS = new Set(["'self'", "'none'"]);
/** A scheme (`https:`) or a host source with an optional scheme, `*.` wildcard and port; no path. */
const SOURCE = /^(?:https?:|(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/;

/** Why `value` cannot be a `frame-ancestors` source, or undefined when it can. */
function sourceProblem(value: string): string | undefined {
  if (KEYWORDS.has(value) || SOURCE.test(value)) return undefined;
  if (value === '*') return '"*" is refused: it lets any site frame the console; list the portals\' origins';
  return `"${value}" is not a frame-ancestors source: write 'self', 'none' or origins such as https://portal.example.com`;
}

/** The sources checked and joined as the directive's value; throws naming the first refused one. */
export function checkedFrameAncestors(text: string, source = 'FARM_FRAME_ANCESTORS'): string {
  const values = text
    .split(/[\s,]+/)
    .filter((value) => value !== '')
    // The keywords are quoted in CSP; a shell makes quoting awkward, so `self` and `none` do too.
    .map((value) => (value === 'self' || value === 'none' ? `'${value}'` : value.toLowerCase()));
  if (values.length === 0) return DEFAULT_FRAME_ANCESTORS;
  for (const value of values) {
    const problem = sourceProblem(value);
    if (problem) throw new Error(`${source}: ${problem}`);
  }
  if (values.includes("'none'") && values.length > 1)
    throw new Error(`${source}: 'none' cannot be listed with other sources`);
  return [...new Set(values)].join(' ');
}

/** Reads the setting; unset or empty means `'self'`. */
export function frameAncestorsFrom(text: string | undefined): string {
  return checkedFrameAncestors(text ?? '');
}
