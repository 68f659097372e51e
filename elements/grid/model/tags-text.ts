/**
 * The tags cell's typing rule (widgets spec 4): the input is split with a separator after every
 * 2 characters. Separators already there are dropped first, so retyping keeps pairs aligned.
 */
export function splitTags(text: string, separator = ','): string {
  const plain = text.split(separator).join('');
  const pairs = plain.match(/[\s\S]{1,2}/g) ?? [];
  return pairs.join(separator);
}
