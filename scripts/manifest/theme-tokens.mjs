// The `--farm-*` theme tokens each element's styles read, for the manifest's cssProperties.
// Widgets read a token only through themeVar('colorPrimary') (elements/core/theme): directly, or
// through a const holding its result (`radius`) or an object of such results (`color.primary`), as
// core/ui/shared/tokens.ts declares them. An element reads the tokens named in the modules it runs:
// from its element.ts, each import is followed to the module that declares what is imported (so a
// barrel does not bring in every primitive behind it), and a module's own imports in turn.
import ts from 'typescript';
import { declaredSymbol } from './element-program.mjs';

const THEME_VAR = 'themeVar';

const isThemeVarCall = (node) =>
  Boolean(node) &&
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === THEME_VAR &&
  node.arguments.length > 0 &&
  ts.isStringLiteralLike(node.arguments[0]);

const tokenOf = (call) => call.arguments[0].text;

/** `const radius = themeVar(...)` */
const isTokenConst = (node) => ts.isVariableDeclaration(node) && isThemeVarCall(node.initializer);

/** `const color = { primary: themeVar(...), ... }`: the object literal, else undefined. */
function tokenObjectOf(node) {
  if (!ts.isVariableDeclaration(node) || !node.initializer) return undefined;
  let value = node.initializer;
  while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))
    value = value.expression;
  return ts.isObjectLiteralExpression(value) &&
    value.properties.some((p) => ts.isPropertyAssignment(p) && isThemeVarCall(p.initializer))
    ? value
    : undefined;
}

/** Whether a themeVar() call is what a token const or a token object's property holds (read where that is read). */
function isHeld(call) {
  if (isTokenConst(call.parent)) return true;
  if (!ts.isPropertyAssignment(call.parent)) return false;
  let holder = call.parent.parent.parent;
  while (
    holder &&
    (ts.isAsExpression(holder) || ts.isSatisfiesExpression(holder) || ts.isParenthesizedExpression(holder))
  )
    holder = holder.parent;
  return Boolean(holder) && tokenObjectOf(holder) === call.parent.parent;
}

/** The modules `sourceFile` runs: what its value imports resolve to, followed through re-exports. */
function importedModules(checker, sourceFile) {
  const modules = new Set();
  const addModuleOf = (specifier) => {
    const declaration = checker.getSymbolAtLocation(specifier)?.valueDeclaration;
    if (declaration && ts.isSourceFile(declaration)) modules.add(declaration);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const bindings = node.importClause?.namedBindings;
      const names = [
        node.importClause?.name,
        ...(bindings && ts.isNamedImports(bindings)
          ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name)
          : []),
      ];
      if (!node.importClause || (bindings && ts.isNamespaceImport(bindings))) addModuleOf(node.moduleSpecifier);
      for (const name of names.filter(Boolean)) {
        for (const declaration of declaredSymbol(checker, name)?.getDeclarations() ?? [])
          modules.add(declaration.getSourceFile());
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      addModuleOf(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return modules;
}

/** The names of the token consts and token objects declared anywhere in `sourceFiles`. */
function holderNamesIn(sourceFiles) {
  const names = new Set();
  const visit = (node) => {
    if (isTokenConst(node) || tokenObjectOf(node)) names.add(node.name.getText());
    ts.forEachChild(node, visit);
  };
  for (const sourceFile of sourceFiles) visit(sourceFile);
  return names;
}

/** The tokens a read of a holder's name reads: one property of a token object, or all of it when it is used whole. */
function tokensThrough(identifier, declaration) {
  if (isTokenConst(declaration)) return [tokenOf(declaration.initializer)];
  const object = tokenObjectOf(declaration);
  if (!object) return [];
  const assignments = object.properties.filter((p) => ts.isPropertyAssignment(p) && isThemeVarCall(p.initializer));
  const access = identifier.parent;
  const picked =
    ts.isPropertyAccessExpression(access) && access.expression === identifier
      ? assignments.filter((p) => p.name.getText() === access.name.text)
      : assignments;
  return picked.map((p) => tokenOf(p.initializer));
}

const isDeclarationName = (node) =>
  (ts.isVariableDeclaration(node.parent) && node.parent.name === node) ||
  ts.isImportSpecifier(node.parent) ||
  ts.isExportSpecifier(node.parent) ||
  ts.isImportClause(node.parent);

/** The tokens (themeVar names, e.g. `colorPrimary`) read by the code of `sourceFile`. */
function tokensReadIn(checker, sourceFile, holderNames) {
  const tokens = new Set();
  const visit = (node) => {
    if (isThemeVarCall(node) && !isHeld(node)) tokens.add(tokenOf(node));
    // Only a holder's name is resolved: resolving every identifier would type-check the program.
    if (ts.isIdentifier(node) && holderNames.has(node.text) && !isDeclarationName(node)) {
      const declaration = declaredSymbol(checker, node)?.valueDeclaration;
      for (const token of declaration ? tokensThrough(node, declaration) : []) tokens.add(token);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return tokens;
}

// Per program and module: the elements share most of their modules.
const caches = new WeakMap();

function cachesOf(program) {
  if (!caches.has(program)) {
    const own = program
      .getSourceFiles()
      .filter((file) => !file.isDeclarationFile && !program.isSourceFileFromExternalLibrary(file));
    caches.set(program, { imports: new Map(), tokens: new Map(), holderNames: holderNamesIn(own) });
  }
  return caches.get(program);
}

function reachableModules(program, checker, entry, cache) {
  const reached = new Set([entry]);
  for (const sourceFile of reached) {
    if (!cache.imports.has(sourceFile)) cache.imports.set(sourceFile, importedModules(checker, sourceFile));
    for (const module of cache.imports.get(sourceFile)) {
      if (!program.isSourceFileFromExternalLibrary(module) && !module.isDeclarationFile) reached.add(module);
    }
  }
  return reached;
}

/**
 * The theme tokens an element of elementProgram() reads, sorted, and the module declaring themeVar()
 * (whose light defaults the manifest lists), or none when it reads none.
 */
export function themeTokensOf({ program, checker }, element) {
  const cache = cachesOf(program);
  const tokens = new Set();
  let themeModule;
  for (const sourceFile of reachableModules(program, checker, element.sourceFile, cache)) {
    if (!cache.tokens.has(sourceFile))
      cache.tokens.set(sourceFile, tokensReadIn(checker, sourceFile, cache.holderNames));
    for (const token of cache.tokens.get(sourceFile)) tokens.add(token);
    if (sourceFile.statements.some((s) => ts.isFunctionDeclaration(s) && s.name?.text === THEME_VAR))
      themeModule = sourceFile.fileName;
  }
  return { tokens: [...tokens].sort(), themeModule: tokens.size > 0 ? themeModule : undefined };
}
