/** The smallest of the ascending `values` that is at least `value` (Java's TreeSet.ceiling). */
export function firstAtLeast(values: readonly number[], value: number): number | undefined {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? value) < value) low = middle + 1;
    else high = middle;
  }
  return values[low];
}

/** The smallest of the ascending `values`: a set a schedule runs on is never empty (parseCron refuses such fields). */
export function smallest(values: readonly number[]): number {
  const [first] = values;
  if (first === undefined) throw new RangeError('a cron schedule has an empty set of values');
  return first;
}
