/**
 * Which element chunk to load, when, and what a failure leaves behind. Pure logic: the page,
 * the custom-element registry and `import()` are handed in, so the rules can be tested with a
 * fake loader.
 */

/** Tag name -> absolute URL of the chunk whose evaluation defines that tag. */
export type ChunkRegistry = Readonly<Record<string, string>>;

export interface ChunkLoaderOptions {
  chunks: ChunkRegistry;
  /** Evaluates a chunk; in the script-tag build this is a dynamic `import()`. */
  importChunk(url: string): Promise<unknown>;
  isDefined(tag: string): boolean;
  /** Told once per failed attempt; the tag is tried again on its next appearance. */
  reportFailure(failure: ChunkFailure): void;
}

export interface ChunkFailure {
  tag: string;
  url: string;
  /** `import-failed`: fetching or evaluating the chunk threw; `not-defined`: it ran but did not define the tag. */
  reason: 'import-failed' | 'not-defined';
  error?: unknown;
}

export interface ChunkLoader {
  /** Tags this build can load, in registry order. */
  readonly tags: readonly string[];
  knows(tag: string): boolean;
  /**
   * Makes sure the tag's chunk has run: loads it unless it already ran, is on its way, or the
   * tag is defined by someone else. Rejects when this attempt fails.
   */
  request(tag: string): Promise<void>;
  /** Tags whose chunk this loader has run, in the order they finished. */
  loadedTags(): string[];
}

export function createChunkLoader(options: ChunkLoaderOptions): ChunkLoader {
  const { chunks, importChunk, isDefined, reportFailure } = options;
  const inFlight = new Map<string, Promise<void>>();
  const loaded: string[] = [];
  const knows = (tag: string) => Object.hasOwn(chunks, tag);

  async function load(tag: string, url: string): Promise<void> {
    try {
      await importChunk(url);
    } catch (error) {
      reportFailure({ tag, url, reason: 'import-failed', error });
      throw error;
    }
    // A module runs once per page: importing it again cannot help, so the tag counts as loaded.
    loaded.push(tag);
    if (!isDefined(tag)) {
      const error = new Error(`${url} did not define <${tag}>`);
      reportFailure({ tag, url, reason: 'not-defined', error });
      throw error;
    }
  }

  function request(tag: string): Promise<void> {
    const pending = inFlight.get(tag);
    if (pending) return pending;
    const url = knows(tag) ? chunks[tag] : undefined;
    if (url === undefined) return Promise.reject(new Error(`<${tag}> is not part of this build of farm-elements`));
    if (isDefined(tag)) return Promise.resolve();
    if (loaded.includes(tag)) return Promise.reject(new Error(`${url} did not define <${tag}>`));
    const attempt = load(tag, url).finally(() => inFlight.delete(tag));
    inFlight.set(tag, attempt);
    return attempt;
  }

  return { tags: Object.keys(chunks), knows, request, loadedTags: () => [...loaded] };
}
