/** A JSON answer that arrived as a Blob (a failed download), parsed; otherwise null. */
export async function jsonInsideBlob(data: unknown): Promise<Record<string, unknown> | null> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob) || data.size === 0) return null;
  try {
    const parsed: unknown = JSON.parse(await data.text());
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    // Not JSON: it is the file itself.
    return null;
  }
}
