/** The smallest of the ascending `values` that is at least `value` (Java's TreeSet.ceiling). */
export function firstAtLeast(values: readonly number[], value: number): number | undefined {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle] < value) low = middle + 1;
    else high = middle;
  }
  return values[low];
}
