/** Whether two remote-data keys name the same request: the same length and each part `Object.is` equal, as React compares deps. */
export function sameKey(before: readonly unknown[], after: readonly unknown[]): boolean {
  return before.length === after.length && before.every((part, index) => Object.is(part, after[index]));
}
