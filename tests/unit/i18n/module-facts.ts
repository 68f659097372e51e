import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What one source module imports and which message keys it names or declares, read from its syntax tree. */
export interface ModuleFacts {
  /** Modules of this repository it imports, re-exports or loads by `import()` (type-only imports left out). */
  imports: string[];
  /** Every string that reads as a message key (`'cron.field.second'`), and the fixed start of a key template (`datePicker.kind.`). */
  keyTexts: string[];
  /** The keys of the object literals it writes (`'cron.field.second': '秒'`): a catalogue's keys. */
  declaredKeys: string[];
}

const KEY_TEXT = /^[a-zA-Z]+\.[\w.-]*$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file a relative specifier names, or undefined for a package or a non-source file (a stylesheet). */
function resolveRelative(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(importer), specifier.split('?')[0] ?? specifier);
  return EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

function importsOnlyTypes(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

export function readModule(file: string): ModuleFacts {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const facts: ModuleFacts = { imports: [], keyTexts: [], declaredKeys: [] };
  const addImport = (specifier: ts.Node | undefined) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const resolved = resolveRelative(file, specifier.text);
    if (resolved) facts.imports.push(resolved);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (!importsOnlyTypes(node)) addImport(node.moduleSpecifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly) addImport(node.moduleSpecifier);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) addImport(node.arguments[0]);
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && KEY_TEXT.test(node.name.text))
      facts.declaredKeys.push(node.name.text);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && KEY_TEXT.test(node.text))
      facts.keyTexts.push(node.text);
    if (ts.isTemplateExpression(node) && KEY_TEXT.test(node.head.text)) facts.keyTexts.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}
