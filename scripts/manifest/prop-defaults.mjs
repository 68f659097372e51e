// The defaults a component gives its props in code, for the manifest's `default` fields:
// `function CronControl({ mode = 'modal' })`, or `const { size = 'medium' } = props` at the top of
// its body, literals or consts holding one (`maxHeight = DEFAULT_MAX_HEIGHT`). A wrapper that hands
// its whole props to one inner component (`<DictSelectControl {...props} />`) is followed into it.
// Defaults set deeper than that are written as `@default` in the element's JSDoc instead.
import ts from 'typescript';
import { declaredSymbol } from './element-program.mjs';

const MAX_WRAPPERS = 3;

/** The JavaScript text of a literal default (`'modal'`, `400`, `false`), or undefined. */
function literalText(checker, node, seen = new Set()) {
  if (!node || seen.has(node)) return undefined;
  seen.add(node);
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node))
    return literalText(checker, node.expression, seen);
  if (ts.isStringLiteralLike(node)) return `'${node.text}'`;
  if (ts.isNumericLiteral(node)) return node.text;
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return `-${node.operand.text}`;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (node.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  if (ts.isIdentifier(node)) {
    const declaration = declaredSymbol(checker, node)?.valueDeclaration;
    const isConst =
      declaration && ts.isVariableDeclaration(declaration) && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const;
    return isConst ? literalText(checker, declaration.initializer, seen) : undefined;
  }
  return undefined;
}

/** The function a component name stands for: a function declaration or a const holding a function. */
function componentFunction(checker, expression) {
  const declaration = declaredSymbol(checker, expression)?.valueDeclaration;
  if (!declaration) return undefined;
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  const initializer = ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  return initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
    ? initializer
    : undefined;
}

/** The object pattern the props are destructured with: the parameter itself, or `const {...} = props`. */
function propsPattern(fn) {
  const parameter = fn.parameters[0];
  if (!parameter) return { pattern: undefined, propsName: undefined };
  if (ts.isObjectBindingPattern(parameter.name)) return { pattern: parameter.name, propsName: undefined };
  const propsName = parameter.name.getText();
  const statements = fn.body && ts.isBlock(fn.body) ? fn.body.statements : [];
  for (const statement of statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const found = statement.declarationList.declarations.find(
      (d) =>
        ts.isObjectBindingPattern(d.name) &&
        d.initializer &&
        ts.isIdentifier(d.initializer) &&
        d.initializer.text === propsName,
    );
    if (found) return { pattern: found.name, propsName };
  }
  return { pattern: undefined, propsName };
}

/** The one JSX element handed the whole props (`{...props}`), if there is exactly one. */
function wrappedComponent(fn, propsName) {
  if (!propsName) return undefined;
  const tags = [];
  const visit = (node) => {
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.attributes.properties.some((a) => ts.isJsxSpreadAttribute(a) && a.expression.getText() === propsName)
    ) {
      tags.push(node.tagName);
    }
    ts.forEachChild(node, visit);
  };
  visit(fn);
  return tags.length === 1 ? tags[0] : undefined;
}

/** Map prop name -> default text, for the component a defineFarmElement() call is given. */
export function propDefaultsOf({ checker }, { call }) {
  const defaults = new Map();
  let component = call.arguments[1];
  for (let depth = 0; component && depth <= MAX_WRAPPERS; depth += 1) {
    const fn = componentFunction(checker, component);
    if (!fn) break;
    const { pattern, propsName } = propsPattern(fn);
    for (const element of pattern?.elements ?? []) {
      const prop = (element.propertyName ?? element.name).getText();
      const text = literalText(checker, element.initializer);
      if (text !== undefined && !defaults.has(prop)) defaults.set(prop, text);
    }
    component = wrappedComponent(fn, propsName);
  }
  return defaults;
}
