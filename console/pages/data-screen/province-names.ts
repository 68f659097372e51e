/**
 * The map's regions are named short (甘肃, 内蒙古, 广西) while the orders table names them in
 * full (甘肃省, 内蒙古自治区, 广西壮族自治区): a full name belongs to the region whose short name
 * starts it, the longest such name winning.
 */
export function mapRegionOf(fullName: string, regions: readonly string[]): string | null {
  let best: string | null = null;
  for (const region of regions)
    if (fullName.startsWith(region) && (best === null || region.length > best.length)) best = region;
  return best;
}

/** Adds up figures by map region; names no region matches are left out of the map. */
export function byMapRegion<T extends { province: string }>(
  rows: readonly T[],
  regions: readonly string[],
  value: (row: T) => number,
): { name: string; value: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const region = mapRegionOf(row.province, regions);
    if (region) totals.set(region, (totals.get(region) ?? 0) + value(row));
  }
  return [...totals].map(([name, total]) => ({ name, value: total }));
}
