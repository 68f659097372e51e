// Test-only scaffolding: fresh tag names (the page's custom-element registry cannot forget a
// tag), a fake chunk import that records what was asked and defines the tag like a real chunk,
// and a console that keeps what it was told.
import type { ChunkRegistry, LoaderHost } from '../../../elements/loader';

let counter = 0;

/** `farm-<what>-<n>`: a tag no other test has used. */
export function freshTag(what: string): string {
  counter += 1;
  return `farm-${what}-${counter}`;
}

export function chunksFor(...tags: string[]): ChunkRegistry {
  return Object.fromEntries(tags.map((tag) => [tag, `https://cdn.test/elements/chunks/${tag}.js`]));
}

export interface FakeChunks {
  imported: string[];
  importChunk(url: string): Promise<unknown>;
  /** The next imports of `url` fail, as a network error would. */
  failNext(url: string, times?: number): void;
}

/** Importing `.../chunks/<tag>.js` defines `<tag>`, as the real chunks do. */
export function fakeChunks(): FakeChunks {
  const failures = new Map<string, number>();
  const imported: string[] = [];
  return {
    imported,
    failNext(url, times = 1) {
      failures.set(url, times);
    },
    async importChunk(url) {
      imported.push(url);
      await Promise.resolve();
      const left = failures.get(url) ?? 0;
      if (left > 0) {
        failures.set(url, left - 1);
        throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      }
      const tag = url.slice(url.lastIndexOf('/') + 1, -'.js'.length);
      if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
      return {};
    },
  };
}

export interface RecordedConsole {
  errors: unknown[][];
  warnings: unknown[][];
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
}

export function recordingConsole(): RecordedConsole {
  const errors: unknown[][] = [];
  const warnings: unknown[][] = [];
  return { errors, warnings, error: (...args) => errors.push(args), warn: (...args) => warnings.push(args) };
}

export function hostWith(console: RecordedConsole): LoaderHost {
  return { document, customElements, console };
}

/** Adds markup to the page; removed by `clearPage()`. */
export function addToPage(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.className = 'loader-test';
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

export function clearPage(): void {
  for (const holder of document.querySelectorAll('.loader-test')) holder.remove();
}
