// One TypeScript program over the element sources, for the manifest readers that need the type
// checker (the analyzer sees syntax only): event details, members and their types, prop
// defaults, theme tokens. Built once per manifest: a program over every element costs seconds.
import path from 'node:path';
import ts from 'typescript';

/** How the elements compile: also what the element-types test compiles a host with. */
export const COMPILER_OPTIONS = {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipLibCheck: true,
  noEmit: true,
};

/** Types as the source names them, never cut short. */
export const TYPE_FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

function defineCallsOf(sourceFile) {
  const calls = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineFarmElement' &&
      node.arguments.length >= 3
    ) {
      calls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return calls;
}

/**
 * The program over `files` (relative to `root`) and each defineFarmElement() call in them:
 * `{ checker, program, elements: [{ tag, call, sourceFile }] }`.
 */
export function elementProgram(root, files) {
  const program = ts.createProgram(
    files.map((file) => path.join(root, file)),
    COMPILER_OPTIONS,
  );
  const elements = files.flatMap((file) => {
    const sourceFile = program.getSourceFile(path.join(root, file));
    if (!sourceFile) return [];
    return defineCallsOf(sourceFile)
      .filter((call) => ts.isStringLiteralLike(call.arguments[0]))
      .map((call) => ({ tag: call.arguments[0].text, call, sourceFile }));
  });
  return { program, checker: program.getTypeChecker(), elements };
}

/** The symbol `node` names, through imports and re-exports to the declaration it stands for. */
export function declaredSymbol(checker, node) {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The props type of the component a defineFarmElement() call is given. */
export function componentPropsType(checker, call) {
  const component = checker.getTypeAtLocation(call.arguments[1]);
  const props = (component.getCallSignatures()[0] ?? component.getConstructSignatures()[0])?.getParameters()[0];
  return props && checker.getTypeOfSymbol(props);
}

/** A symbol's JSDoc text, or ''. */
export function documentationOf(checker, symbol) {
  return ts.displayPartsToString(symbol?.getDocumentationComment(checker) ?? []).trim();
}
