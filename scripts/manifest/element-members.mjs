// The DOM members of an element, read off its TypeScript type: the type of each prop the options
// declare (a property-only `rows` is `readonly GridRow[]`), and the members the options do not list:
// methods added to the class (the grid's getAll(), validate(), ...) and the form-control members of
// a form-associated element. HTMLElement's own members are left out.
import ts from 'typescript';
import { componentPropsType, documentationOf } from './element-program.mjs';

/** `HTMLElementTagNameMap['farm-x']` as the module declares it, else the class the call returns. */
function instanceTypeOf(checker, { tag, call, sourceFile }) {
  let declared;
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'HTMLElementTagNameMap') {
      declared ??= node.members.find(
        (member) =>
          ts.isPropertySignature(member) && member.name.getText().replace(/^['"]|['"]$/g, '') === tag && member.type,
      );
    }
    if (!declared) ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (declared) return checker.getTypeFromTypeNode(declared.type);
  return checker.getTypeAtLocation(call).getConstructSignatures()[0]?.getReturnType();
}

const typeTextOf = (node) => node?.type?.getText().replace(/\s+/g, ' ');

/** A prop's type as its declaration in the component's props writes it, less the `| undefined` of an optional prop. */
function propTypeText(checker, property) {
  const written = typeTextOf(property.valueDeclaration);
  if (written) return written;
  return checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(property)));
}

function methodOf(checker, symbol, declaration) {
  const parameters = declaration.parameters.map((parameter) => ({
    name: parameter.name.getText(),
    ...(typeTextOf(parameter) ? { type: { text: typeTextOf(parameter) } } : {}),
    ...(parameter.questionToken || parameter.initializer ? { optional: true } : {}),
  }));
  const description = documentationOf(checker, symbol);
  return {
    kind: 'method',
    name: symbol.getName(),
    ...(description ? { description } : {}),
    ...(parameters.length ? { parameters } : {}),
    return: { type: { text: typeTextOf(declaration) ?? 'void' } },
  };
}

function fieldOf(checker, symbol, declaration) {
  const description = documentationOf(checker, symbol);
  const readonly = Boolean(ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly);
  return {
    kind: 'field',
    name: symbol.getName(),
    type: { text: typeTextOf(declaration) ?? checker.typeToString(checker.getTypeOfSymbol(symbol)) },
    ...(readonly ? { readonly: true } : {}),
    ...(description ? { description } : {}),
  };
}

/**
 * For one element of elementProgram(): `props`, name -> `{ type, description }` of each component
 * prop, and `extra`, the manifest members (fields and methods) the element has beyond its props.
 */
export function elementMembersOf({ program, checker }, element) {
  const propsType = componentPropsType(checker, element.call);
  const prop = (name) => {
    const property = propsType?.getProperty(name);
    return property && { type: propTypeText(checker, property), description: documentationOf(checker, property) };
  };
  const instance = instanceTypeOf(checker, element);
  const extra = [];
  for (const symbol of instance ? checker.getPropertiesOfType(instance) : []) {
    const declarations = symbol.getDeclarations() ?? [];
    // Props come through a mapped type and have no declaration of their own; HTMLElement's members
    // (and our typed addEventListener merged with them) are declared in the DOM library.
    if (
      declarations.length === 0 ||
      declarations.some((declaration) => program.isSourceFileDefaultLibrary(declaration.getSourceFile()))
    )
      continue;
    const [declaration] = declarations;
    extra.push(
      ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)
        ? methodOf(checker, symbol, declaration)
        : fieldOf(checker, symbol, declaration),
    );
  }
  return { prop, extra };
}
