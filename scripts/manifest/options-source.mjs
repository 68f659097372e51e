// Static reading of element sources for the manifest: where a defineFarmElement() call's options
// object is written, and what a JSDoc comment above a node says.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Strips `as const`, `satisfies ...` and parentheses around an expression. */
export function unwrap(ts, node) {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))
    current = current.expression;
  return current;
}

function constInitializer(ts, sourceFile, name) {
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find(
      (d) => ts.isIdentifier(d.name) && d.name.text === name,
    );
    if (declaration?.initializer) return declaration.initializer;
  }
  return undefined;
}

function importOf(ts, sourceFile, localName) {
  for (const statement of sourceFile.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const element = bindings.elements.find((e) => e.name.text === localName);
    if (element)
      return { specifier: statement.moduleSpecifier.text, importedName: element.propertyName?.text ?? localName };
  }
  return undefined;
}

function resolveRelativeModule(root, fromModule, specifier) {
  const base = path.posix.join(path.posix.dirname(fromModule), specifier.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  return candidates.find(
    (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
  );
}

/**
 * The object literal the options argument stands for: written in place, a const of the module,
 * or a const exported by a relative import (followed from module to module).
 */
export function resolveOptionsObject(ts, expression, root, modulePath) {
  if (!expression) return undefined;
  const value = unwrap(ts, expression);
  if (ts.isObjectLiteralExpression(value)) return value;
  if (!ts.isIdentifier(value)) return undefined;
  const sourceFile = value.getSourceFile();
  const local = constInitializer(ts, sourceFile, value.text);
  if (local) return resolveOptionsObject(ts, local, root, modulePath);
  const imported = importOf(ts, sourceFile, value.text);
  const file = imported?.specifier.startsWith('.')
    ? resolveRelativeModule(root, modulePath, imported.specifier)
    : undefined;
  if (!file) return undefined;
  const parsed = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true);
  const exported = constInitializer(ts, parsed, imported.importedName);
  return exported ? resolveOptionsObject(ts, exported, root, file) : undefined;
}

function parseJsDoc(comment) {
  const lines = comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  const description = [];
  const tags = [];
  for (const line of lines) {
    const tagLine = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tagLine) tags.push({ tag: tagLine[1], rest: tagLine[2] });
    else if (tags.length > 0) tags.at(-1).rest += ` ${line.trim()}`;
    else description.push(line);
  }
  return {
    description: description.join('\n').trim(),
    tags: tags.map(({ tag, rest }) => {
      // `@tag {type} name - text`; the type is not used.
      const [, name = '', text = ''] = /^(?:\{[^}]*\}\s*)?(\S*)\s*(?:-\s*)?(.*)$/.exec(rest.trim()) ?? [];
      return { tag, name, text: text.trim(), whole: rest.trim() };
    }),
  };
}

/** The last `/** ... *\/` comment right before `node`, parsed; empty when there is none. */
export function readJsDoc(ts, node) {
  const text = node.getSourceFile().getFullText();
  const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const jsDoc = comments
    .map((range) => text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'))
    .at(-1);
  return jsDoc ? parseJsDoc(jsDoc) : { description: '', tags: [] };
}
