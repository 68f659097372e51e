// The widgets' theme (elements/core/theme, TypeScript) for the build scripts that run under plain
// node: bundled by esbuild and imported from a data: URL, so what the manifest and the docs show
// is what `themeVar()` and `themeVariables()` compute, never a copy that could drift.
import { build } from 'esbuild';
import path from 'node:path';

export const THEME_ENTRY = path.join('elements', 'core', 'theme', 'index.ts');

/** The exports of the theme module at `file` (THEME_TOKENS, themeVar, themeVariables, themeCss, ...). */
export async function importThemeModule(file) {
  const bundled = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}
