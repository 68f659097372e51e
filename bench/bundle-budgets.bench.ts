/*
 * Bundle budgets of the script-tag build (issue 12), gzip level 9: the loader, the shared runtime
 * chunk, everything a page using only <farm-cron> loads, and what <farm-grid> adds on top of the
 * runtime. Each page is opened in Chromium and every script it loads is summed, so the figures are
 * what a browser really fetches. A grid with `data-url` is measured too, without a budget of its
 * own: it also loads the HTTP client and the pager, which a grid fed through `rows` never fetches. Shoelace's autoloader page with one component is measured the same
 * way in the same run. Needs `npm run build` first (FARM_DIST_DIR if built elsewhere).
 */
import fastifyStatic from '@fastify/static';
import { chromium, type Browser } from '@playwright/test';
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// @ts-expect-error the helper is plain JavaScript shared with the other test runners
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { machine, writeSection } from './server-orders/report';

const KB = 1024;
const BUDGETS_KB = { loader: 3, runtime: 75, cronPage: 110, gridOnRuntime: 80 };
const SHOELACE_CDN = path.resolve('node_modules/@shoelace-style/shoelace/cdn');

interface ScriptFile {
  path: string;
  gzipBytes: number;
}

/** Opens `html` as a page and returns every script it loaded once `ready` (a tag name) is upgraded. */
async function scriptsOfPage(browser: Browser, baseURL: string, html: string, ready: string): Promise<ScriptFile[]> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const bodies: Promise<ScriptFile>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const { pathname } = new URL(response.url());
    bodies.push(response.body().then((body) => ({ path: pathname, gzipBytes: gzipSync(body, { level: 9 }).length })));
  });
  await page.route('**/bench-page.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto('/bench-page.html');
  await page.waitForFunction(
    (tag) => Boolean(document.querySelector(tag)?.matches(':defined') && document.querySelector(tag)?.shadowRoot),
    ready,
  );
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  await context.close();
  return scripts;
}

const total = (files: ScriptFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const verdict = (bytes: number, budgetKb: number) => (bytes <= budgetKb * KB ? 'met' : 'missed');

async function main(): Promise<void> {
  const distDir = path.resolve(process.env.FARM_DIST_DIR ?? 'dist');
  if (!existsSync(path.join(distDir, 'elements', 'farm-elements.js')))
    throw new Error('No element build: run `npm run build` first.');
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'elements'),
    prefix: '/elements/',
    decorateReply: false,
  });
  await app.register(fastifyStatic, { root: SHOELACE_CDN, prefix: '/shoelace/', decorateReply: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;
    const ours = (tag: string) => page(`<script src="/elements/farm-elements.js"></script><${tag}></${tag}>`);
    const shoelace = (tag: string) =>
      page(`<script type="module" src="/shoelace/shoelace-autoloader.js"></script><${tag}>OK</${tag}>`);

    const cronPage = await scriptsOfPage(browser, baseURL, ours('farm-cron'), 'farm-cron');
    const gridPage = await scriptsOfPage(browser, baseURL, ours('farm-grid'), 'farm-grid');
    // No API here: the first page request fails, after the HTTP client and the pager have loaded.
    const dataGridPage = await scriptsOfPage(
      browser,
      baseURL,
      ours('farm-grid data-url="/bench-api/list"'),
      'farm-grid',
    );
    const loader = cronPage.filter((file) => file.path.endsWith('/farm-elements.js'));
    const runtime = cronPage.filter((file) => /\/chunks\/(shared-runtime|rolldown-runtime)-/.test(file.path));
    const beyondRuntime = (files: ScriptFile[]) =>
      files.filter((file) => !loader.some((l) => l.path === file.path) && !runtime.some((r) => r.path === file.path));
    const gridOnRuntime = beyondRuntime(gridPage);
    const dataGridOnRuntime = beyondRuntime(dataGridPage);

    const slButton = await scriptsOfPage(browser, baseURL, shoelace('sl-button'), 'sl-button');
    const slSelect = await scriptsOfPage(browser, baseURL, shoelace('sl-select'), 'sl-select');
    const slLoader = slButton.filter((file) => file.path.endsWith('/shoelace-autoloader.js'));

    const rows = [
      ['Loader (`farm-elements.js`)', total(loader), BUDGETS_KB.loader, `autoloader ${kb(total(slLoader))} KB`],
      [
        'Shared runtime chunk (React, react-dom, Emotion)',
        total(runtime),
        BUDGETS_KB.runtime,
        'Lit is inside each page figure below',
      ],
      [
        `Page with only \`<farm-cron>\` (${cronPage.length} scripts)`,
        total(cronPage),
        BUDGETS_KB.cronPage,
        `\`<sl-button>\` page ${kb(total(slButton))} KB (${slButton.length} scripts)`,
      ],
      [
        `\`<farm-grid>\` on top of the runtime (${gridOnRuntime.length} scripts)`,
        total(gridOnRuntime),
        BUDGETS_KB.gridOnRuntime,
        `\`<sl-select>\` page ${kb(total(slSelect))} KB (${slSelect.length} scripts)`,
      ],
    ] as const;
    const dataGridRow = `| \`<farm-grid data-url>\` on top of the runtime, with the HTTP client and pager it loads (${dataGridOnRuntime.length} scripts) | ${kb(total(dataGridOnRuntime))} KB | none | no budget | |`;
    for (const [name, bytes, budget, peer] of rows)
      process.stdout.write(
        `${name}: ${kb(bytes)} KB gzip (budget ${budget} KB, ${verdict(bytes, budget)}); Shoelace: ${peer}\n`,
      );
    process.stdout.write(
      `<farm-grid data-url> on top of the runtime: ${kb(total(dataGridOnRuntime))} KB gzip (no budget)\n`,
    );

    const biggest = [...cronPage].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 4);
    writeSection(
      'bundle-budgets',
      [
        '## Bundle budgets of the script-tag build (gzip level 9)',
        '',
        `Every script a page loads in Chromium, summed (\`npm run bench\`, bench/bundle-budgets.bench.ts); ${machine()}.`,
        'The peer is Shoelace 2 (`@shoelace-style/shoelace`, its CDN autoloader build) measured the same way in the same run.',
        '',
        '| figure | ours | budget | verdict | Shoelace, same run |',
        '|---|---:|---:|---|---|',
        ...rows.map(
          ([name, bytes, budget, peer]) =>
            `| ${name} | ${kb(bytes)} KB | ${budget} KB | ${verdict(bytes, budget)} | ${peer} |`,
        ),
        dataGridRow,
        '',
        `Largest scripts of the cron-only page: ${biggest.map((file) => `\`${path.basename(file.path)}\` ${kb(file.gzipBytes)} KB`).join(', ')}.`,
        `Largest scripts \`<farm-grid>\` adds: ${[...gridOnRuntime]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 4)
          .map((file) => `\`${path.basename(file.path)}\` ${kb(file.gzipBytes)} KB`)
          .join(', ')}.`,
        '',
        "How the figures came under budget: each element chunk registers only the message catalogues its own code names (each module imports the catalogue of the keys it names), the shared runtime leaves out what no widget uses (hoist-non-react-statics, react-is, the css-prop `jsx` of @emotion/react, the production/development switch of React's entry modules), Vite's dynamic-import helper is a chunk of its own rather than part of the Select's, the grid loads its HTTP client (axios) on its first server call and its pager only with `data-url`, and `<farm-cron>` fetches its dialog (the modal) when it is first opened and the weekday list box (Headless UI) when the user first reaches for it.",
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
