import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { jsxDeclarations } from '../../../scripts/element-jsx-types.mjs';
import { findElementModules } from '../../../scripts/element-sources.mjs';
// @ts-expect-error plain JavaScript build script
import { COMPILER_OPTIONS } from '../../../scripts/manifest/element-program.mjs';

// The JSX declarations and the element entries as a host's compiler sees them, against the sources
// (the same declarations tsc writes to dist/types, without the seconds of writing them): a handler
// of the wrong detail type, a missing property or a wrong property type must not compile. (A
// hyphenated name the element does not declare, `onfarm-nothing`, TypeScript lets through in JSX.)
const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
const scratch = mkdtempSync(path.join(tmpdir(), 'farm-element-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sources = new Map(findElementModules(root, ['elements']).map((e) => [e.tag, e.source]));
const fromScratch = (file: string) =>
  path
    .relative(scratch, path.join(root, file))
    .split(path.sep)
    .join('/')
    .replace(/\.tsx?$/, '');

const HOST = `import type { CronChange } from '${fromScratch('elements/cron/element.ts')}';
import type { CellChange, CronChange as ReactCronChange } from '${fromScratch('elements/react.ts')}';

const onCron = (event: CustomEvent<CronChange>) => event.detail.value.trim();
const sameDetail: ReactCronChange = { value: '', previousValue: '' } satisfies CronChange;
export const valid = [
  sameDetail,
  <farm-cron value="0 0 2 * * ?" hideYear mode="inline" onfarm-change={onCron} />,
  <farm-cron onfarm-change={(event) => event.detail.previousValue.length} />,
  <farm-grid columns={[{ key: 'name', title: 'Name' }]} rows={[{ id: 'r1', name: 'Tractor' }]} toolbar={false} maxHeight={300} onfarm-save={(event) => event.detail.tableData.length} onfarm-cell-change={(event: CustomEvent<CellChange>) => event.detail.columnKey} />,
  <farm-query fields={[]} onfarm-query-change={(event) => event.detail.matchType} />,
  <farm-notice-bell token="t" onfarm-navigate={(event) => event.detail.path} />,
];
export const refused = [
  // @ts-expect-error the detail of farm-change is CronChange, whose value is a string
  <farm-cron onfarm-change={(event: CustomEvent<{ value: number }>) => event.detail.value.toFixed()} />,
  // @ts-expect-error CronChange has no rows
  <farm-cron onfarm-change={(event) => event.detail.rows} />,
  // @ts-expect-error columns are GridColumn objects
  <farm-grid columns={5} />,
  // @ts-expect-error mode is 'inline' or 'modal'
  <farm-cron mode="popup" />,
  // @ts-expect-error validity is read-only: not a prop
  <farm-cron validity={null} />,
];
`;

let program: ts.Program;
let host: ts.SourceFile;

beforeAll(() => {
  writeFileSync(
    path.join(scratch, 'jsx.d.ts'),
    jsxDeclarations(manifest, {
      moduleOf: (tag: string) => fromScratch(sources.get(tag) as string),
      coreModule: fromScratch('elements/core/element/index.ts'),
    }),
  );
  writeFileSync(path.join(scratch, 'host.tsx'), HOST);
  program = ts.createProgram([path.join(scratch, 'host.tsx'), path.join(scratch, 'jsx.d.ts')], {
    ...COMPILER_OPTIONS,
    // The scratch folder has no node_modules: React's types are the repository's.
    paths: {
      react: [path.join(root, 'node_modules/@types/react')],
      'react/jsx-runtime': [path.join(root, 'node_modules/@types/react/jsx-runtime')],
    },
  });
  host = program.getSourceFile(path.join(scratch, 'host.tsx')) as ts.SourceFile;
}, 180000);

const messages = (diagnostics: readonly ts.Diagnostic[]) =>
  diagnostics.map(
    (d) =>
      `${d.start === undefined ? '' : d.file?.getLineAndCharacterOfPosition(d.start).line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
  );

describe('farm-elements/jsx types every tag, property and onfarm-* handler', () => {
  it('accepts the right props and handlers, and refuses each wrong one (every @ts-expect-error is needed)', () => {
    expect(messages([...program.getSyntacticDiagnostics(host), ...program.getSemanticDiagnostics(host)])).toEqual([]);
  }, 180000);
});

/** The type names an event's type text refers to, less the language's own. */
function namedTypes(text: string): string[] {
  const BUILT_IN = new Set([
    'CustomEvent',
    'Event',
    'Record',
    'Partial',
    'Readonly',
    'Array',
    'ReadonlyArray',
    'Promise',
    'File',
    'Blob',
    'Date',
  ]);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node)) names.add(node.typeName.getText().split('.')[0]);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('detail.ts', `type Detail = ${text};`, ts.ScriptTarget.ES2022, true));
  return [...names].filter((name) => !BUILT_IN.has(name));
}

describe('every event detail type can be imported by name', () => {
  const exportsOf = (file: string) => {
    const sourceFile = program.getSourceFile(path.join(root, file)) as ts.SourceFile;
    const symbol = program.getTypeChecker().getSymbolAtLocation(sourceFile);
    return new Set(
      symbol
        ? program
            .getTypeChecker()
            .getExportsOfModule(symbol)
            .map((s) => s.getName())
        : [],
    );
  };
  const elements: { tagName: string; events?: { type?: { text: string } }[] }[] = manifest.modules.flatMap(
    (m: { declarations: unknown[] }) => m.declarations,
  );

  it('from the element entry (farm-elements/<tag>) and from farm-elements/react', () => {
    const react = exportsOf('elements/react.ts');
    const missing: string[] = [];
    for (const element of elements) {
      const own = exportsOf(sources.get(element.tagName) as string);
      for (const name of (element.events ?? []).flatMap((event) => namedTypes(event.type?.text ?? 'Event'))) {
        if (!own.has(name)) missing.push(`${element.tagName}: ${name}`);
        if (!react.has(name)) missing.push(`react: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
