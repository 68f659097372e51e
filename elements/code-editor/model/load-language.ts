import { StreamLanguage, type StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import type { CodeMode } from './code-modes';

// @codemirror/language is part of the editor itself; only the modes' parsers load on demand.
const legacy = <State>(parser: StreamParser<State>): Extension => StreamLanguage.define(parser);

/**
 * Each mode's language package, imported only when that mode is chosen, so the editor's own
 * chunk carries none of them. Objective-C, R, Shell and Swift come from the legacy modes.
 */
const LOADERS: Record<CodeMode, () => Promise<Extension>> = {
  css: async () => (await import('@codemirror/lang-css')).css(),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript(),
  html: async () => (await import('@codemirror/lang-html')).html(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  'objective-c': async () => legacy((await import('@codemirror/legacy-modes/mode/clike')).objectiveC),
  python: async () => (await import('@codemirror/lang-python')).python(),
  r: async () => legacy((await import('@codemirror/legacy-modes/mode/r')).r),
  shell: async () => legacy((await import('@codemirror/legacy-modes/mode/shell')).shell),
  sql: async () => (await import('@codemirror/lang-sql')).sql(),
  swift: async () => legacy((await import('@codemirror/legacy-modes/mode/swift')).swift),
  vue: async () => (await import('@codemirror/lang-vue')).vue(),
  markdown: async () => (await import('@codemirror/lang-markdown')).markdown(),
};

const loaded = new Map<CodeMode, Promise<Extension>>();

/** The language support of `mode`; a failed import is forgotten so the next choice retries. */
export function loadLanguage(mode: CodeMode): Promise<Extension> {
  let pending = loaded.get(mode);
  if (!pending) {
    pending = LOADERS[mode]();
    pending.catch(() => loaded.delete(mode));
    loaded.set(mode, pending);
  }
  return pending;
}
