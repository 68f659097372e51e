/** Fetches the shown text of stored values; a value the answer leaves out shows as itself. */
export type FetchTexts = (values: string[]) => Promise<ReadonlyMap<string, string>>;

export interface TextCache {
  /** The text known for a value, if any. */
  known(value: string): string | undefined;
  /** Remembers texts learnt elsewhere (a user's pick carries them). */
  remember(texts: Iterable<readonly [string, string]>): void;
  /** Asks for the values not known yet; values asked in the same task go in one request. */
  request(values: readonly string[]): Promise<void>;
}

/**
 * The texts of stored values (user names, department names, dictionary texts) shared by every
 * cell of a kind: a grid of 100 rows asks once, not 100 times. A failed request is not kept, so
 * the next drawing asks again; until then the cells show the stored values.
 */
export function createTextCache(fetchTexts: FetchTexts): TextCache {
  const texts = new Map<string, string>();
  const pending = new Map<string, Promise<void>>();
  let batch: { values: Set<string>; done: Promise<void> } | undefined;

  function startBatch(): { values: Set<string>; done: Promise<void> } {
    const values = new Set<string>();
    const done = Promise.resolve().then(async () => {
      batch = undefined;
      const asked = [...values];
      try {
        const answer = await fetchTexts(asked);
        for (const value of asked) texts.set(value, answer.get(value) ?? value);
      } finally {
        for (const value of asked) pending.delete(value);
      }
    });
    return { values, done };
  }

  return {
    known: (value) => texts.get(value),
    remember(learnt) {
      for (const [value, text] of learnt) texts.set(value, text);
    },
    request(values) {
      const waits: Promise<void>[] = [];
      for (const value of values) {
        if (texts.has(value)) continue;
        const already = pending.get(value);
        if (already) {
          waits.push(already);
          continue;
        }
        batch ??= startBatch();
        batch.values.add(value);
        pending.set(value, batch.done);
        waits.push(batch.done);
      }
      return Promise.all(waits).then(() => undefined);
    },
  };
}

/** A comma-separated stored value as its texts, each known text in place of its value. */
export function cachedText(cache: TextCache, values: readonly string[]): string {
  return values.map((value) => cache.known(value) ?? value).join(',');
}

/** The values of a stored comma list, blanks dropped (the pickers' and multi-selects' separator). */
export function storedValues(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
