/*
 * Gzip size (level 9) of the editors' chunks in the script-tag build (issue 13): for each of
 * <farm-rich-text>, <farm-code-editor>, <farm-markdown> and <farm-slider-verify>, its own chunk plus the chunks it
 * imports that no other element of the build imports (what a page pays for that element beyond
 * what any other element already brings). A code-editor language is loaded only when its mode is
 * chosen, so SQL's chunk (with the chunks only it pulls in) is given apart, with the range over
 * all twelve modes. Build first: `FARM_DIST_DIR=/tmp/dist-lead npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeSection } from './server-orders/report';

interface BuiltElement {
  tag: string;
  chunk: string;
  imports: string[];
}

const EDITORS = ['farm-rich-text', 'farm-code-editor', 'farm-markdown', 'farm-slider-verify'];
/** A word of lang-sql's keyword list, found in no other mode's chunk. */
const SQL_MARKER = 'allocate';

const distDir = path.resolve(process.env.FARM_DIST_DIR ?? 'dist');
const elementsDir = path.join(distDir, 'elements');
const text = (file: string) => readFileSync(path.join(elementsDir, file), 'utf8');
const gzip = (file: string) => gzipSync(readFileSync(path.join(elementsDir, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The chunks a chunk imports statically (`from"./x.js"`, `import"./x.js"`), transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  for (const match of text(file).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    const next = `chunks/${match[1]}`;
    if (seen.has(next)) continue;
    seen.add(next);
    staticClosure(next, seen);
  }
  return seen;
}

function main(): void {
  const registryFile = path.join(elementsDir, 'registry.json');
  if (!existsSync(registryFile))
    throw new Error(`No element build in ${distDir}: run \`npm run build\` (with FARM_DIST_DIR) first.`);
  const { elements } = JSON.parse(readFileSync(registryFile, 'utf8')) as { elements: BuiltElement[] };
  const rows: string[] = [];
  for (const tag of EDITORS) {
    const element = elements.find((entry) => entry.tag === tag);
    if (!element) throw new Error(`The build has no <${tag}>`);
    const others = new Set(
      elements.filter((entry) => entry.tag !== tag).flatMap((entry) => [entry.chunk, ...entry.imports]),
    );
    const own = element.imports.filter((file) => !others.has(file));
    const bytes = gzip(element.chunk) + own.reduce((sum, file) => sum + gzip(file), 0);
    rows.push(`| \`<${tag}>\` | ${kb(bytes)} | ${own.length} | ${kb(gzip(element.chunk))} |`);
  }

  const editor = elements.find((entry) => entry.tag === 'farm-code-editor')!;
  const loaded = new Set([editor.chunk, ...editor.imports, ...staticClosure(editor.chunk)]);
  const languages = [...text(editor.chunk).matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((match) => {
    const chunk = `chunks/${match[1]}`;
    const extra = [...staticClosure(chunk)].filter((file) => !loaded.has(file));
    return {
      chunk,
      bytes: gzip(chunk) + extra.reduce((sum, file) => sum + gzip(file), 0),
      sql: text(chunk).includes(SQL_MARKER),
    };
  });
  if (languages.length !== 12) throw new Error(`Expected 12 lazily loaded languages, found ${languages.length}`);
  const sql = languages.find((language) => language.sql);
  if (!sql) throw new Error('No language chunk holds the SQL keywords');
  const sizes = languages.map((language) => language.bytes);

  const markdown = [
    '## Editor chunks (gzip)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`bench/editor-chunks.bench.ts\` on the script-tag build (gzip -9). "Own" chunks are imported by no other element;`,
    'the shared runtime (React, Emotion) and the UI chunks other elements also use are not counted.',
    '',
    '| Element | Chunk + own imports, KB | Own imports | Element chunk alone, KB |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    '',
    `Code-editor languages load only when their mode is chosen (${languages.length} separate chunks): SQL adds ${kb(sql.bytes)} KB;`,
    `the twelve modes range from ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))} KB (each with the chunks only it pulls in).`,
  ].join('\n');
  writeSection('editor-chunks', markdown);
  process.stdout.write(`${markdown}\n`);
}

main();
