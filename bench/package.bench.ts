/*
 * The npm package as a React host meets it, beside Shoelace measured in the same run:
 * - the tarball `npm pack` makes (ours packed from this checkout, Shoelace's published one of the
 *   version we have installed): size and file count (aim: ours under 1.5 MB);
 * - the packages a React 19 host gains by installing it (aim: at most 15 beyond React);
 * - the JavaScript (gzip level 9) it adds to that host built by Vite, for <farm-cron> and
 *   <farm-grid> (Shoelace: <sl-input> and <sl-select> through its React wrappers, the nearest it
 *   has): all the files the build writes, and what Chromium loads until the widgets have drawn.
 * Hosts live outside the repository (tests/package/host-project.ts) and are built by Vite.
 */
import { chromium, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// @ts-expect-error the helper is plain JavaScript shared with the other test runners
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { viteReact } from '../tests/package/host-bundlers';
import { installedPackages, installedVersion, installProject, pinned } from '../tests/package/host-project';
import { npmEnvironment, packTarball } from '../tests/package/packed-tarball';
import { serveFolder } from '../tests/package/static-server';
import { machine, writeSection } from './server-orders/report';

const KB = 1024;
const TARBALL_AIM_BYTES = 1.5 * KB * KB;
const PACKAGES_AIM = 15;
const SHOELACE = '@shoelace-style/shoelace';
const HOSTS = path.join(import.meta.dirname, 'package-hosts');

interface Tarball {
  bytes: number;
  files: number;
}

function tarballFigures(file: string): Tarball {
  const files = execFileSync('tar', ['tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean).length;
  return { bytes: statSync(file).size, files };
}

function packPublished(spec: string, destination: string): string {
  const output = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', destination], {
    encoding: 'utf8',
    env: npmEnvironment(),
  });
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (!packed) throw new Error('npm pack reported no tarball');
  return path.join(destination, packed.filename);
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function emittedScriptBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzip(path.join(dir, file)), 0);
}

/** Every script Chromium loads for the host page until `drawn` holds. */
async function loadedScriptBytes(browser: Browser, outDir: string, drawn: string): Promise<number> {
  const site = await serveFolder(outDir);
  const page = await browser.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(site.url);
  await page.waitForFunction(drawn);
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
  await page.close();
  await site.close();
  return total;
}

interface HostFigures {
  packages: number;
  emitted: number;
  loaded: number;
}

async function measureHost(
  browser: Browser,
  template: string,
  dependencies: Record<string, string>,
  drawn: string,
): Promise<HostFigures> {
  const dir = installProject(path.join(HOSTS, template), { ...pinned(['react', 'react-dom']), ...dependencies });
  const { outDir } = await viteReact(dir);
  return {
    packages: installedPackages(dir).length,
    emitted: emittedScriptBytes(outDir),
    loaded: await loadedScriptBytes(browser, outDir, drawn),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'farm-package-bench-'));
  const ourTarball = packTarball(scratch);
  const shoelaceVersion = installedVersion(SHOELACE);
  const shoelaceTarball = packPublished(`${SHOELACE}@${shoelaceVersion}`, scratch);
  const ours = tarballFigures(ourTarball);
  const theirs = tarballFigures(shoelaceTarball);

  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const baseline = await measureHost(browser, 'react-baseline', {}, `document.getElementById('ready')`);
    const farm = await measureHost(
      browser,
      'react-farm',
      { 'farm-elements': `file:${ourTarball}` },
      `document.querySelector('farm-grid')?.shadowRoot?.querySelector('[role="row"]') && document.querySelector('farm-cron')?.shadowRoot?.querySelector('[part="input"]')`,
    );
    const shoelace = await measureHost(
      browser,
      'react-shoelace',
      { [SHOELACE]: shoelaceVersion },
      `customElements.get('sl-select') && document.querySelector('sl-select')?.shadowRoot?.querySelector('[part~="combobox"]')`,
    );
    const gained = (host: HostFigures) => host.packages - baseline.packages;
    const rows = [
      ['tarball (npm pack)', `${kb(ours.bytes)}, ${ours.files} files`, `${kb(theirs.bytes)}, ${theirs.files} files`],
      ['packages a React host gains by installing it', String(gained(farm)), String(gained(shoelace))],
      [
        'gzip JavaScript the Vite build adds (every file written)',
        kb(farm.emitted - baseline.emitted),
        kb(shoelace.emitted - baseline.emitted),
      ],
      [
        'gzip JavaScript the page loads until the widgets draw',
        kb(farm.loaded - baseline.loaded),
        kb(shoelace.loaded - baseline.loaded),
      ],
    ];
    const verdicts = [
      `- Tarball under 1.5 MB: **${ours.bytes < TARBALL_AIM_BYTES ? 'met' : 'missed'}** (${kb(ours.bytes)}).`,
      `- At most ${PACKAGES_AIM} packages beyond React: **${gained(farm) <= PACKAGES_AIM ? 'met' : 'missed'}** (${gained(farm)}).`,
    ];
    const report = [
      '## The npm package in a React host, beside Shoelace',
      '',
      `\`bench/package.bench.ts\`, run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`,
      '',
      `Ours: \`npm pack\` of this checkout. Shoelace ${shoelaceVersion}: its published tarball. Each host is a React 19`,
      'app built by Vite (production) outside the repository; the baseline is the same app with no widget',
      `library (${kb(baseline.emitted)} gzip, ${baseline.packages} packages). farm-elements: \`<farm-cron>\` and \`<farm-grid>\` as`,
      'JSX tags. Shoelace: `<SlInput>` and `<SlSelect>` through its React wrappers (it has no grid or cron editor).',
      '',
      '| figure | farm-elements | Shoelace |',
      '|---|---|---|',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
      '',
      ...verdicts,
    ].join('\n');
    process.stdout.write(`${report}\n`);
    writeSection('package', report);
  } finally {
    await browser.close();
  }
}

await main();
