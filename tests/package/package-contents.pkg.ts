import { expect, test } from '@playwright/test';
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installedPackages, installHost } from './host-project';
import { packedTarball } from './packed-tarball';

// What `npm pack` puts in the tarball, and what a host gets by installing it.

const TARBALL_BUDGET_BYTES = 1.5 * 1024 * 1024;
const HOST_PACKAGE_BUDGET = 15;

interface PackageManifest {
  exports: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  'web-types'?: string;
}

let unpacked: string;
let files: string[];
let manifest: PackageManifest;

test.beforeAll(() => {
  unpacked = mkdtempSync(path.join(tmpdir(), 'farm-unpacked-'));
  execFileSync('tar', ['xzf', packedTarball(), '-C', unpacked]);
  files = execFileSync('tar', ['tzf', packedTarball()], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^package\//, ''));
  manifest = JSON.parse(readFileSync(path.join(unpacked, 'package', 'package.json'), 'utf8')) as PackageManifest;
});

test('holds every file its exports name', () => {
  const targets = Object.values(manifest.exports).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
  const missing = targets.map((target) => target.replace(/^\.\//, '')).filter((target) => !files.includes(target));
  expect(missing).toEqual([]);
});

test('holds the widgets, their declarations, the manifest, the editor data, README and LICENSE, and nothing of the server, console or tests', () => {
  for (const file of [
    'README.md',
    'LICENSE',
    'custom-elements.json',
    'vscode.html-custom-data.json',
    'web-types.json',
    'dist/elements/farm-elements.js',
  ]) {
    expect(files, file).toContain(file);
  }
  const outside = files.filter((file) => !/^(dist\/(elements|types)\/|[^/]+$)/.test(file));
  expect(outside).toEqual([]);
  expect(
    files.filter(
      (file) =>
        /(^|\/)(server|console|tests|bench|scripts|demo)\//.test(file) && !file.startsWith('dist/types/elements/'),
    ),
  ).toEqual([]);
  expect(statSync(packedTarball()).size).toBeLessThan(TARBALL_BUDGET_BYTES);
});

test('depends on exactly the packages its ES module build imports, with React as a peer', async () => {
  const esmDir = path.join(unpacked, 'package', 'dist', 'elements', 'esm');
  const entries = files
    .filter((file) => file.startsWith('dist/elements/esm/') && file.endsWith('.js'))
    .map((file) => path.join(unpacked, 'package', file));
  const { metafile } = await esbuild.build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: esmDir,
    packages: 'external',
    logLevel: 'silent',
  });
  const imported = new Set(
    Object.values(metafile.inputs)
      .flatMap((input) => input.imports)
      // esbuild's own `<runtime>` helper is no package.
      .filter((entry) => entry.external && !entry.path.startsWith('<'))
      .map((entry) =>
        entry.path
          .split('/')
          .slice(0, entry.path.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  );
  expect([...imported].sort()).toEqual(
    [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})].sort(),
  );
  expect(Object.keys(manifest.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
});

test('its ES module build never calls require: a bundled CommonJS library reaches React by import', () => {
  const requiring = files
    .filter((file) => file.startsWith('dist/elements/esm/') && file.endsWith('.js'))
    .filter((file) => /__require\(\s*[`'"]/.test(readFileSync(path.join(unpacked, 'package', file), 'utf8')));
  expect(requiring).toEqual([]);
});

test('declares its types with imports of its dependencies and peers only, never of a library it bundles', () => {
  const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }));
  const imported = files
    .filter((file) => file.startsWith('dist/types/') && file.endsWith('.d.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(unpacked, 'package', file), 'utf8').matchAll(/from\s+['"]([^'".][^'"]*)['"]/g)].map(
        (match) => match[1],
      ),
    )
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  expect(imported.length).toBeGreaterThan(0);
  expect([...new Set(imported)].filter((name) => !declared.has(name))).toEqual([]);
});

test(`adds at most ${HOST_PACKAGE_BUDGET} packages to a React host`, () => {
  const installed = installedPackages(installHost('vanilla', ['react', 'react-dom']));
  const react = ['node_modules/react', 'node_modules/react-dom', 'node_modules/scheduler'];
  expect(installed).toEqual(expect.arrayContaining(react));
  expect(installed.filter((key) => !react.includes(key)).length).toBeLessThanOrEqual(HOST_PACKAGE_BUDGET);
});
