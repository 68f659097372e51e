import type { ChunkFailure } from './chunk-loader';

// Console diagnostics for the developers of the host page. They are not widget UI, so they stay
// out of the i18n catalogues: pulling those in would ship every widget's messages in the loader.

export function chunkFailureMessage({ tag, url, reason }: ChunkFailure): string {
  const what =
    reason === 'not-defined' ? `${url} ran but did not define <${tag}>` : `<${tag}> could not be loaded from ${url}`;
  return `[farm-elements] ${what}; it is tried again when a <${tag}> next appears.`;
}

export function secondCopyMessage(ignoredScriptUrl: string): string {
  return `[farm-elements] farm-elements.js is on this page more than once; the copy from ${ignoredScriptUrl} does nothing and the first copy keeps loading the elements.`;
}

export function callChunkFailureMessage(call: string, url: string): string {
  return `[farm-elements] the ${call} chunk could not be loaded from ${url}; it is tried again on the next call.`;
}
