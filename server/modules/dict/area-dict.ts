import { createRequire } from 'node:module';

/*
 * Administrative areas for `<field>_dictText` of area-coded fields. JeecgBoot has no area API:
 * its area pickers (JAreaLinkage) read the `china-area-data` package in the browser, so ours do
 * too, and the server only needs codes -> names. It reads the same package in memory (about
 * 3,800 entries under the root '86', three levels): the data is static and versioned with the
 * package, so a table would only be a second copy to keep in step.
 */

/** The root every province hangs under, as in the package. */
export const AREA_ROOT = '86';

type AreaData = Readonly<Record<string, Readonly<Record<string, string>>>>;

interface Area {
  text: string;
  parent: string;
}

let index: Map<string, Area> | undefined;

function areas(): Map<string, Area> {
  if (!index) {
    // A CommonJS JSON file without types: read through require, shaped by the line below.
    const data = createRequire(import.meta.url)('china-area-data/data.json') as AreaData;
    index = new Map();
    for (const [parent, children] of Object.entries(data)) {
      for (const [code, text] of Object.entries(children)) index.set(code, { text, parent });
    }
  }
  return index;
}

/** The name of one area code ('110101' -> '东城区'), or undefined for an unknown code. */
export function areaText(code: string): string | undefined {
  return areas().get(code.trim())?.text;
}

/** The names from the province down to the code ('110101' -> ['北京市', '市辖区', '东城区']). */
export function areaPath(code: string): string[] {
  const names: string[] = [];
  let current = areas().get(code.trim());
  for (let depth = 0; current && depth < 3; depth++) {
    names.unshift(current.text);
    current = current.parent === AREA_ROOT ? undefined : areas().get(current.parent);
  }
  return names;
}

/** The area path as one text, the way list pages show a chosen area ('北京市/市辖区/东城区'). */
export function areaPathText(code: string, separator = '/'): string {
  return areaPath(code).join(separator);
}
