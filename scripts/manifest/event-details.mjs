// The detail type of every farm-* event, read with the TypeScript checker (the analyzer sees
// syntax only): `defineFarmElement('farm-x', Component, { events: { onChange: 'farm-change' } })`
// fires farm-change with the argument Component's `onChange` prop is called with, so the detail is
// that parameter's type, named as the source names it (`CronChange`), wrapped as farm-events.ts
// wraps it: no argument is `{}`, a bare value is `{ value }`.
import path from 'node:path';
import ts from 'typescript';

const COMPILER_OPTIONS = {
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

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

function defineCalls(sourceFile) {
  const calls = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineFarmElement' && node.arguments.length >= 3) {
      calls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return calls;
}

/** `'farm-change'` or `{ type: 'farm-change', ... }` as the event name. */
function eventNameOf(checker, type) {
  if (type.isStringLiteral()) return type.value;
  const named = type.getProperty('type');
  const nameType = named && checker.getTypeOfSymbol(named);
  return nameType?.isStringLiteral() ? nameType.value : undefined;
}

function detailText(checker, callbackType) {
  const signature = checker.getNonNullableType(callbackType).getCallSignatures()[0];
  const parameter = signature?.getParameters()[0];
  if (!parameter) return '{}';
  const argument = checker.getNonNullableType(checker.getTypeOfSymbol(parameter));
  const text = checker.typeToString(argument, undefined, FORMAT);
  const isObject = argument.getFlags() & ts.TypeFlags.Object || argument.isIntersection() || (argument.getFlags() & ts.TypeFlags.NonPrimitive);
  return isObject ? text : `{ value: ${text} }`;
}

/** Map tag -> Map event name -> detail type text, for the element.ts files (relative to `root`). */
export function eventDetailTypes(root, files) {
  const program = ts.createProgram(
    files.map((file) => path.join(root, file)),
    COMPILER_OPTIONS,
  );
  const checker = program.getTypeChecker();
  const details = new Map();
  for (const file of files) {
    const sourceFile = program.getSourceFile(path.join(root, file));
    if (!sourceFile) continue;
    for (const call of defineCalls(sourceFile)) {
      const [tagArgument, componentArgument, optionsArgument] = call.arguments;
      if (!ts.isStringLiteralLike(tagArgument)) continue;
      const component = checker.getTypeAtLocation(componentArgument);
      const props = (component.getCallSignatures()[0] ?? component.getConstructSignatures()[0])?.getParameters()[0];
      const propsType = props && checker.getTypeOfSymbol(props);
      const events = checker.getTypeAtLocation(optionsArgument).getProperty('events');
      const byEvent = new Map();
      for (const entry of events ? checker.getTypeOfSymbol(events).getProperties() : []) {
        const name = eventNameOf(checker, checker.getTypeOfSymbol(entry));
        const callback = propsType?.getProperty(entry.getName());
        if (name && callback) byEvent.set(name, detailText(checker, checker.getTypeOfSymbol(callback)));
      }
      details.set(tagArgument.text, byEvent);
    }
  }
  return details;
}
