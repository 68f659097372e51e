import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error the generator is plain JavaScript run by node
import { generateManifest, SCHEMA_VERSION } from '../../../scripts/manifest.mjs';

const FIXTURES = 'tests/elements/loader/fixtures';
const MANIFEST_SCRIPT = path.resolve('scripts/manifest.mjs');

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
  [key: string]: unknown;
}
interface ElementDeclaration extends Described {
  tagName: string;
  summary?: string;
  attributes?: Described[];
  members?: Described[];
  events?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
  slots?: Described[];
}
interface Manifest {
  schemaVersion: string;
  modules: {
    path: string;
    declarations: ElementDeclaration[];
    exports: { kind: string; name: string; declaration: { name: string; module: string } }[];
  }[];
}

const scratch = mkdtempSync(path.join(tmpdir(), 'farm-manifest-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// One generation serves every test that only reads it: each takes seconds.
let fixtureManifest: Promise<Manifest> | undefined;

async function fixtureElement(tag: string): Promise<ElementDeclaration> {
  fixtureManifest ??= generateManifest({ sourceDirs: [FIXTURES] }) as Promise<Manifest>;
  const manifest = await fixtureManifest;
  const found = manifest.modules
    .flatMap((module) => module.declarations)
    .find((declaration) => declaration.tagName === tag);
  if (!found) throw new Error(`${tag} is not in the manifest`);
  return found;
}

function runManifest(cwd: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [MANIFEST_SCRIPT, ...args], { cwd, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}

describe('each defineFarmElement() call becomes a custom element in the manifest', () => {
  it('lists the element under its tag, defined by the module the package ships for it', async () => {
    const manifest = (await generateManifest({ sourceDirs: [FIXTURES] })) as Manifest;
    expect(manifest.schemaVersion).toBe(SCHEMA_VERSION);
    expect(manifest.modules.map((module) => module.path)).toEqual([
      'dist/elements/esm/farm-loader-badge.js',
      'dist/elements/esm/farm-loader-counter.js',
    ]);
    const definitions = manifest.modules.flatMap((module) =>
      module.exports.filter((e) => e.kind === 'custom-element-definition'),
    );
    expect(definitions).toEqual([
      {
        kind: 'custom-element-definition',
        name: 'farm-loader-badge',
        declaration: { name: 'LoaderBadgeElement', module: 'dist/elements/esm/farm-loader-badge.js' },
      },
      {
        kind: 'custom-element-definition',
        name: 'farm-loader-counter',
        declaration: { name: 'FarmLoaderCounterElement', module: 'dist/elements/esm/farm-loader-counter.js' },
      },
    ]);
  });

  it('describes attributes in kebab-case with their types, enums as unions, the component defaults, and their reflecting properties', async () => {
    const counter = await fixtureElement('farm-loader-counter');
    expect(counter.attributes).toEqual([
      {
        name: 'label',
        type: { text: 'string' },
        default: "'count'",
        fieldName: 'label',
        description: 'Text before the count.',
      },
      {
        name: 'step',
        type: { text: 'number' },
        default: '1',
        fieldName: 'step',
        description: 'How much one click adds.',
      },
      { name: 'tone', type: { text: "'calm' | 'loud'" }, default: "'calm'", fieldName: 'tone' },
      { name: 'disabled', type: { text: 'boolean' }, default: 'false', fieldName: 'disabled' },
    ]);
    expect(counter.members?.find((member) => member.name === 'step')).toEqual({
      kind: 'field',
      name: 'step',
      type: { text: 'number' },
      default: '1',
      attribute: 'step',
      reflects: true,
      description: 'How much one click adds.',
    });
  });

  it('describes property-only props as fields without an attribute, typed as the component types them', async () => {
    const counter = await fixtureElement('farm-loader-counter');
    expect(counter.members?.find((member) => member.name === 'marks')).toEqual({
      kind: 'field',
      name: 'marks',
      type: { text: 'readonly string[]' },
      description: 'Words shown after the count.',
    });
  });

  it('describes the farm-* events, each naming its detail type, and the plain events fired with them', async () => {
    const counter = await fixtureElement('farm-loader-counter');
    expect(counter.events?.map((event) => [event.name, event.type?.text])).toEqual([
      ['farm-count-change', 'CustomEvent<{ value: number; previousValue: number; }>'],
      ['change', 'Event'],
    ]);
    expect(counter.events?.[0].description).toBe('Fired after each click, with the new and the previous count.');
  });

  it('takes the description, summary, parts, custom properties and slots from the JSDoc on the call', async () => {
    const counter = await fixtureElement('farm-loader-counter');
    expect(counter.description).toBe('A button that counts its clicks.');
    expect(counter.summary).toBe('Counts clicks.');
    expect(counter.cssParts).toEqual([{ name: 'button', description: 'The button that counts.' }]);
    expect(counter.cssProperties).toContainEqual({
      name: '--farm-counter-gap',
      description: 'Space around the count.',
    });
    expect(counter.slots).toEqual([{ name: '', description: 'Nothing is slotted; the counter draws itself.' }]);
  });

  it('follows options imported from another module', async () => {
    const badge = await fixtureElement('farm-loader-badge');
    expect(badge.name).toBe('LoaderBadgeElement');
    expect(badge.description).toBe('A short label.');
    expect(badge.attributes).toEqual([
      { name: 'text', type: { text: 'string' }, fieldName: 'text', description: 'What the badge says.' },
    ]);
  });
});

describe('with no element, the manifest has no modules', () => {
  it('is the bare schema', async () => {
    expect(await generateManifest({ root: scratch })).toEqual({
      schemaVersion: SCHEMA_VERSION,
      readme: '',
      modules: [],
    });
  });
});

/** A project holding copies of the fixture elements as its `elements/`. */
function fixtureProject(): string {
  const project = mkdtempSync(path.join(scratch, 'project-'));
  cpSync(FIXTURES, path.join(project, 'elements'), { recursive: true });
  return project;
}

// Writing the files is a run of its own; the tests that start from a written project copy one.
let writtenProject: string | undefined;

/** A fixture project whose custom-elements.json and editor data `node scripts/manifest.mjs` wrote. */
function writtenFixtureProject(): string {
  if (!writtenProject) {
    writtenProject = fixtureProject();
    const written = runManifest(writtenProject);
    if (written.status !== 0) throw new Error(`node scripts/manifest.mjs failed: ${written.stderr}`);
  }
  const project = mkdtempSync(path.join(scratch, 'written-'));
  cpSync(writtenProject, project, { recursive: true });
  return project;
}

function editSource(project: string, file: string, from: string, to: string): void {
  const source = path.join(project, file);
  writeFileSync(source, readFileSync(source, 'utf8').replace(from, to));
}

describe('node scripts/manifest.mjs writes custom-elements.json and --check fails when it is stale', () => {
  it('reports a missing file', () => {
    const result = runManifest(fixtureProject(), '--check');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('custom-elements.json is missing');
  });

  it('writes the file and the editor data, which then pass the check', () => {
    const project = fixtureProject();
    expect(runManifest(project).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(project, 'custom-elements.json'), 'utf8')).modules).toHaveLength(2);
    expect(JSON.parse(readFileSync(path.join(project, 'vscode.html-custom-data.json'), 'utf8')).tags).toHaveLength(2);
    expect(
      JSON.parse(readFileSync(path.join(project, 'web-types.json'), 'utf8')).contributions.html.elements,
    ).toHaveLength(2);
    expect(runManifest(project, '--check')).toEqual({ status: 0, stderr: '' });
  });

  it('fails the check when the editor data was edited by hand', () => {
    const project = writtenFixtureProject();
    editSource(project, 'web-types.json', 'farm-loader-badge', 'farm-loader-bdage');
    const result = runManifest(project, '--check');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('web-types.json is stale');
  });

  it('fails the check once an element source changes, and says what to run', () => {
    const project = writtenFixtureProject();
    editSource(project, 'elements/counter/element.ts', "step: 'number'", "step: 'string'");
    const result = runManifest(project, '--check');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('custom-elements.json is stale');
    expect(result.stderr).toContain('node scripts/manifest.mjs');
  });

  it('names an element the file does not list yet', () => {
    const project = writtenFixtureProject();
    cpSync(path.join(project, 'elements/badge'), path.join(project, 'elements/badge-copy'), { recursive: true });
    editSource(project, 'elements/badge-copy/element.ts', 'farm-loader-badge', 'farm-loader-badge-copy');
    const result = runManifest(project, '--check');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing farm-loader-badge-copy');
  });
});
