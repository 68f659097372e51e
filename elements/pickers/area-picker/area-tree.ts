import areaData from 'china-area-data/data.json';

/** Area data: id, text, pid, index 1 to 3 under root 86 (spec 3.3), the package the server reads too. */
export const AREA_ROOT = '86';
export const AREA_LEVELS = 3;

export interface Area {
  id: string;
  text: string;
}

const data: Readonly<Record<string, Readonly<Record<string, string>>>> = areaData;

const parents = new Map<string, string>();
for (const [pid, children] of Object.entries(data)) for (const id of Object.keys(children)) parents.set(id, pid);

/** The areas directly under `pid` (the provinces under 86). */
export function areaChildren(pid: string): Area[] {
  return Object.entries(data[pid] ?? {}).map(([id, text]) => ({ id, text }));
}

/** The codes from the province down to `code` ('110101' -> ['110000', '110100', '110101']); empty when unknown. */
export function areaPath(code: string): string[] {
  const path: string[] = [];
  for (let at: string | undefined = code; at && at !== AREA_ROOT; at = parents.get(at)) {
    if (!parents.has(at)) return [];
    path.unshift(at);
  }
  return path;
}

/** The name of an area code, or the code itself when unknown. */
export function areaName(code: string): string {
  const pid = parents.get(code);
  return (pid && data[pid]?.[code]) || code;
}
