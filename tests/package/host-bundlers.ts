import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import * as esbuild from 'esbuild';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';
import { build, type PluginOption, type Rolldown } from 'vite';

/** What a host's bundler wrote: the folder to serve, and every module it bundled. */
export interface HostBundle {
  outDir: string;
  moduleIds: string[];
}

const PRODUCTION = JSON.stringify('production');

async function viteBuild(dir: string, plugins: PluginOption[]): Promise<HostBundle> {
  const outDir = path.join(dir, 'dist');
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins,
    build: { outDir, emptyOutDir: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const moduleIds = outputs.flatMap((output) =>
    output.output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])),
  );
  return { outDir, moduleIds };
}

/** Vite with React's plugin, as `npm create vite` sets up a React + TypeScript app. */
export const viteReact = (dir: string) => viteBuild(dir, [react()]);

/** Vite with Vue's plugin, the tags left to the browser as Vue's guide for custom elements says. */
export const viteVue = (dir: string) =>
  viteBuild(dir, [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('farm-') } } })]);

/** esbuild bundling the plain host page's module, with code splitting for the lazy chunks. */
export async function esbuildBundle(dir: string): Promise<HostBundle> {
  const outDir = path.join(dir, 'dist');
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ['main.js'],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: 'dist',
    metafile: true,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': PRODUCTION },
  });
  copyFileSync(path.join(dir, 'index.html'), path.join(outDir, 'index.html'));
  return { outDir, moduleIds: Object.keys(result.metafile.inputs).map((input) => path.join(dir, input)) };
}

/** Rollup with the usual trio for npm packages: node resolution, CommonJS (React) and NODE_ENV. */
export async function rollupBundle(dir: string): Promise<HostBundle> {
  const outDir = path.join(dir, 'dist');
  const bundle = await rollup({
    input: path.join(dir, 'main.js'),
    plugins: [
      nodeResolve({ browser: true }),
      commonjs(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': PRODUCTION } }),
    ],
    onwarn(warning, warn) {
      // React's packages mark their modules "use client", which means nothing to Rollup.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  });
  const { output } = await bundle.write({ dir: outDir, format: 'es' });
  await bundle.close();
  copyFileSync(path.join(dir, 'index.html'), path.join(outDir, 'index.html'));
  return { outDir, moduleIds: output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])) };
}

/** The folders a package's modules were bundled from: more than one means the host got two copies. */
export function packageCopies(moduleIds: string[], name: string): string[] {
  const marker = `/node_modules/${name}/`;
  const roots = moduleIds
    .map((id) => id.replace(/^\0/, '').split(path.sep).join('/'))
    .filter((id) => id.includes(marker))
    .map((id) => id.slice(0, id.lastIndexOf(marker) + marker.length - 1));
  return [...new Set(roots)];
}
