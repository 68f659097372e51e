/**
 * `FARM_CORS_ORIGINS`: the pages on other origins allowed to call the API. Browsers send the
 * `Origin` header in one exact form (`scheme://host[:port]`, lower case, no default port, no
 * path), and the server compares by plain equality, so a value in any other form could never
 * match: it is refused at start rather than silently ignored.
 */

/** Why `value` cannot be an entry of the allow-list, or undefined when it can. */
function originProblem(value: string): string | undefined {
  if (value === '*') return '"*" is refused: the API answers the listed origins only, never any origin';
  // Sandboxed frames, data: and file: pages all send `Origin: null`: allowing it allows anyone.
  if (value === 'null') return '"null" is refused: any sandboxed frame or local file sends that origin';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not an origin: write scheme://host[:port], e.g. https://portal.example.com`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${value}" is not an http or https origin`;
  if (url.origin !== value)
    return `"${value}" is not an origin as browsers send it: write "${url.origin}" (no path, no trailing slash, no default port, lower case)`;
  return undefined;
}

/** The entries checked; throws naming the first value that cannot be an origin. */
export function checkedCorsOrigins(values: readonly string[], source = 'FARM_CORS_ORIGINS'): string[] {
  for (const value of values) {
    const problem = originProblem(value);
    if (problem) throw new Error(`${source}: ${problem}`);
  }
  return [...new Set(values)];
}

/** Reads the comma-separated list; unset or empty means no cross-origin caller at all. */
export function corsOriginsFrom(text: string | undefined): string[] {
  const values = (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return checkedCorsOrigins(values);
}
