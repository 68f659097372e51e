/*
 * Button permission checks (`buttonAllowed`, elements/core/permission) as a list page makes them on
 * each render, with the button rules of the demo menu tree, beside JeecgBoot's `v-has` (which ours
 * followed until 5520ae6): both stored lists parsed from the session storage for every check, then
 * a pass over them. Ours parses a list once per change and looks actions up in an index of it
 * (list-index.ts). Node, on the session's memory storage: a browser's sessionStorage read is left
 * out of both. Writes its section of BENCHMARKS.md.
 */
import { performance } from 'node:perf_hooks';
import { actionsOf, type AuthEntry } from '../elements/core/permission/auth-entry';
import { buttonAllowed } from '../elements/core/permission';
import {
  configureSession,
  createMemoryStorage,
  setSysButtonAuth,
  setUserButtonAuth,
  STORAGE_KEYS,
} from '../elements/core/session';
import type { MenuSeed } from '../server/db/seed/system-demo/menu-tree';
import { seededMenus } from '../server/db/seed/system-demo/menus';
import { percentile } from './server-orders/load';
import { loadAverage, machine, writeSection } from './server-orders/report';

/** Every button rule of the demo menu tree, as getUserPermissionByToken lists them. */
function buttonRules(menus: readonly MenuSeed[]): AuthEntry[] {
  return menus.flatMap((menu) => [
    ...(menu.buttons ?? []).map((button) => ({
      action: button.code,
      type: button.type ?? '1',
      status: '1',
      describe: button.name,
    })),
    ...buttonRules(menu.children ?? []),
  ]);
}

const session = createMemoryStorage();
configureSession({ local: createMemoryStorage(), session, events: new EventTarget(), now: () => Date.now() });
const rules = buttonRules(seededMenus);
setUserButtonAuth(rules);
setSysButtonAuth(rules);

/**
 * JeecgBoot's `v-has` (reading A): both lists parsed from the storage for each check; allowed when a
 * rule for the action is switched off or the user's list grants it, type '2' entries left out of both.
 */
function parsedPerCheck(action: string): boolean {
  const auth = JSON.parse(session.getItem(STORAGE_KEYS.userButtonAuth) ?? '[]') as AuthEntry[];
  const allAuth = JSON.parse(session.getItem(STORAGE_KEYS.sysButtonAuth) ?? '[]') as AuthEntry[];
  const notType2 = (entry: AuthEntry) => String(entry.type ?? '') !== '2';
  const switchedOff = allAuth.filter((entry) => notType2(entry) && String(entry.status ?? '') === '0');
  if (switchedOff.some((entry) => actionsOf(entry).includes(action))) return true;
  return auth.filter(notType2).some((entry) => actionsOf(entry).includes(action));
}

interface Page {
  name: string;
  /** The codes one render checks, in order. */
  checks: string[];
  renders: number;
}

const rowButtons = ['user:edit', 'user:delete', 'user:frozen'];
const pages: Page[] = [
  {
    name: 'a list page: 4 toolbar buttons and 10 rows of 3',
    checks: ['user:add', 'user:import', 'user:export', 'user:batch_delete', ...Array(10).fill(rowButtons).flat()],
    renders: 400,
  },
  {
    name: 'the menu list expanded: 414 rows of 3',
    checks: Array(414).fill(['permission:edit', 'permission:add', 'permission:delete']).flat(),
    renders: 40,
  },
];

/** Milliseconds of each render, sorted, after as many renders to warm up. */
function timeRenders(page: Page, check: (action: string) => boolean): number[] {
  const times: number[] = [];
  for (let render = 0; render < page.renders * 2; render += 1) {
    const started = performance.now();
    for (const action of page.checks) check(action);
    if (render >= page.renders) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const ms = (value: number) => `${value.toFixed(3)} ms`;
const rows = pages.map((page) => {
  for (const action of page.checks) {
    if (buttonAllowed(action) !== parsedPerCheck(action)) throw new Error(`the two readings differ on ${action}`);
  }
  const ours = timeRenders(page, buttonAllowed);
  const peer = timeRenders(page, parsedPerCheck);
  const ratio = percentile(peer, 0.5) / percentile(ours, 0.5);
  return `| ${page.name} | ${page.checks.length} | ${ms(percentile(ours, 0.5))} / ${ms(percentile(ours, 0.95))} | ${ms(percentile(peer, 0.5))} / ${ms(percentile(peer, 0.95))} | ${ratio.toFixed(1)}x |`;
});

const report = `## Button permission checks per render

\`bench/button-checks.bench.ts\`, run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()};
load average ${loadAverage().toFixed(1)} when it started.

One render's \`buttonAllowed\` checks with the ${rules.length} button rules of the demo menu tree in both
session lists (an administrator's case: every rule granted), beside JeecgBoot's \`v-has\`: both
lists parsed from the session storage for every check, then a pass over them (ours did the same
until 5520ae6). Ours parses a list once per change and looks actions up in an index of it
(\`elements/core/permission/list-index.ts\`). Both answered every check the same. Median / 95th
percentile of one render, over the renders after as many to warm up. Node on the session's memory
storage: a browser's sessionStorage read is left out of both.

| page | checks per render | ours: parsed once, indexed | JeecgBoot: parsed and scanned per check | median, JeecgBoot / ours |
|---|---|---|---|---|
${rows.join('\n')}
`;

process.stdout.write(report);
writeSection('button-checks', report);
