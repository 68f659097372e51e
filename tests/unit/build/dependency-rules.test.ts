import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The repository's rule file, run by the repository's dependency-cruiser on a small tree laid out
// like ours: each wrong-way import below must be reported under its rule, and the imports the
// layers allow must not be.
const repository = path.resolve(import.meta.dirname, '../../..');
const cruiser = path.join(repository, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'farm-dependency-rules-'));

const tree: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
  'wire/index.ts': 'export interface TaskLane { key: string }\n',
  'elements/core/i18n/index.ts': 'export const t = (key: string) => key;\n',
  'elements/cron/engine/index.ts': 'export const nextRunTimes = () => [];\n',
  'elements/cron/index.ts': "export { nextRunTimes } from './engine';\n",
  'elements/cron/view/cron-panel.ts': 'export const panel = 1;\n',
  'elements/grid/index.ts': "import { nextRunTimes } from '../cron';\nexport const grid = nextRunTimes;\n",
  'elements/list/list-page.ts': "import { panel } from '../cron/view/cron-panel';\nexport const list = panel;\n",
  'elements/core/http/client.ts': "import { grid } from '../../grid';\nexport const client = grid;\n",
  'elements/upload/index.ts': "import { serve } from '../../server/app';\nexport const upload = serve;\n",
  // A cycle through `import type` only is erased at build: allowed.
  'elements/core/session/index.ts':
    "import type { Entry } from '../permission';\nexport const session = 1;\nexport type Token = Entry;\n",
  'elements/core/permission/index.ts':
    "import { session } from '../session';\nexport interface Entry { code: string }\nexport const allowed = session;\n",
  // A cycle that runs: refused.
  'elements/core/dict/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'elements/core/dict/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  'console/app/console-config.ts': 'export const consoleConfig = { helpUrl: "" };\n',
  'console/app/index.ts': "export { consoleConfig } from './console-config';\n",
  'console/session/permission-store.ts':
    "import { consoleConfig } from '../app';\nexport const store = consoleConfig;\n",
  'console/shell/user-menu.ts':
    "import { consoleConfig } from '../app/console-config';\nexport const menu = consoleConfig;\n",
  'console/shell/header.ts': "import { consoleConfig } from '../app';\nexport const header = consoleConfig;\n",
  'console/pages/task-page.ts':
    "import type { TaskLane } from '../../wire';\nimport { grid } from '../../elements/grid';\nexport const page = (lane: TaskLane) => [lane, grid];\n",
  'console/pages/lanes.ts': "import { TaskLane } from '../../wire';\nexport type Lanes = TaskLane[];\n",
  'console/pages/orders.ts':
    "import { listRoutes } from '../../server/modules/online';\nexport const orders = listRoutes;\n",
  'server/app.ts': "import { seeds } from './modules/seeds';\nexport const serve = seeds;\n",
  'server/modules/seeds.ts': "import { runSeeds } from '../db/seed';\nexport const seeds = runSeeds;\n",
  'server/modules/online/index.ts': "export const listRoutes = 1;\nexport const buttons = ['order:add'];\n",
  'server/modules/quartz/scheduler.ts':
    "import { nextRunTimes } from '../../../elements/cron/engine';\nexport const schedule = nextRunTimes;\n",
  'server/modules/stats/task-board.ts':
    "import type { TaskLane } from '../../../console/pages/task-page';\nimport type { TaskLane as Lane } from '../../../wire';\nexport type Board = [TaskLane, Lane];\n",
  'server/modules/notice/bell.ts': "import { t } from '../../../elements/core/i18n';\nexport const bell = t;\n",
  'server/db/seed/index.ts':
    "import { buttons } from '../../modules/online';\nexport const runSeeds = () => buttons;\n",
  'server/http/caller-hook.ts': "import { listRoutes } from '../modules/online';\nexport const hook = listRoutes;\n",
  'server/resources/orders.ts': "import { hook } from '../http/caller-hook';\nexport const orderResource = hook;\n",
  'wire/task-board.ts': "import { t } from '../elements/core/i18n';\nexport type Said = typeof t;\n",
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let violations: Violation[];

beforeAll(() => {
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
  const run = spawnSync(
    process.execPath,
    [
      cruiser,
      'elements',
      'console',
      'server',
      'wire',
      '--config',
      path.join(repository, '.dependency-cruiser.cjs'),
    ].concat(['--output-type', 'json']),
    { cwd: scratch, encoding: 'utf8' },
  );
  expect(run.stdout, run.stderr).not.toBe('');
  violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const reported = (rule: string) =>
  violations.filter((violation) => violation.rule.name === rule).map(({ from, to }) => `${from} -> ${to}`);

describe('the dependency rules refuse an import the wrong way', () => {
  it.each([
    ['elements-standalone', 'elements/upload/index.ts -> server/app.ts'],
    ['core-not-to-widgets', 'elements/core/http/client.ts -> elements/grid/index.ts'],
    ['widget-through-public-index', 'elements/list/list-page.ts -> elements/cron/view/cron-panel.ts'],
    ['server-not-to-console', 'server/modules/stats/task-board.ts -> console/pages/task-page.ts'],
    ['server-not-to-elements', 'server/modules/notice/bell.ts -> elements/core/i18n/index.ts'],
    ['console-not-to-server', 'console/pages/orders.ts -> server/modules/online/index.ts'],
    ['console-app-is-the-top', 'console/session/permission-store.ts -> console/app/index.ts'],
    ['shell-reads-only-the-console-config', 'console/shell/header.ts -> console/app/index.ts'],
    ['db-not-to-modules', 'server/db/seed/index.ts -> server/modules/online/index.ts'],
    ['server-infrastructure-not-to-modules', 'server/http/caller-hook.ts -> server/modules/online/index.ts'],
    ['server-resources-pure', 'server/resources/orders.ts -> server/http/caller-hook.ts'],
    ['wire-imports-nothing', 'wire/task-board.ts -> elements/core/i18n/index.ts'],
    ['wire-types-only', 'console/pages/lanes.ts -> wire/index.ts'],
    ['no-circular', 'elements/core/dict/a.ts -> elements/core/dict/b.ts'],
  ])('%s: %s', (rule, edge) => {
    expect(reported(rule)).toContain(edge);
  });
});

describe('the dependency rules let the layers work', () => {
  it('lets the server run the pure cron engine, the console use a widget through its index, and both read the wire types', () => {
    const allowed = [
      'server/modules/quartz/scheduler.ts -> elements/cron/engine/index.ts',
      'elements/grid/index.ts -> elements/cron/index.ts',
      'console/pages/task-page.ts -> elements/grid/index.ts',
      'console/pages/task-page.ts -> wire/index.ts',
      'server/modules/stats/task-board.ts -> wire/index.ts',
      'console/shell/user-menu.ts -> console/app/console-config.ts',
      'server/modules/seeds.ts -> server/db/seed/index.ts',
    ];
    const flagged = violations.map(({ from, to }) => `${from} -> ${to}`);
    for (const edge of allowed) expect(flagged).not.toContain(edge);
  });

  it('allows a cycle through `import type` only', () => {
    expect(
      reported('no-circular').filter((edge) => edge.includes('core/session') || edge.includes('core/permission')),
    ).toEqual([]);
  });
});
