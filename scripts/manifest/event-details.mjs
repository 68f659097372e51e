// The detail type of every farm-* event, read with the TypeScript checker (the analyzer sees
// syntax only): `defineFarmElement('farm-x', Component, { events: { onChange: 'farm-change' } })`
// fires farm-change with the argument Component's `onChange` prop is called with, so the detail is
// that parameter's type, named as the source names it (`CronChange`), wrapped as farm-events.ts
// wraps it: no argument is `{}`, a bare value is `{ value }`.
import ts from 'typescript';
import { componentPropsType, TYPE_FORMAT } from './element-program.mjs';

/** `'farm-change'` or `{ type: 'farm-change', ... }` as the event name. */
function eventNameOf(type, checker) {
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
  const text = checker.typeToString(argument, undefined, TYPE_FORMAT);
  const isObject =
    argument.getFlags() & ts.TypeFlags.Object ||
    argument.isIntersection() ||
    argument.getFlags() & ts.TypeFlags.NonPrimitive;
  return isObject ? text : `{ value: ${text} }`;
}

/** Map event name -> detail type text, for one element of elementProgram(). */
export function eventDetailsOf({ checker }, { call }) {
  const propsType = componentPropsType(checker, call);
  const events = checker.getTypeAtLocation(call.arguments[2]).getProperty('events');
  const byEvent = new Map();
  for (const entry of events ? checker.getTypeOfSymbol(events).getProperties() : []) {
    const name = eventNameOf(checker.getTypeOfSymbol(entry), checker);
    const callback = propsType?.getProperty(entry.getName());
    if (name && callback) byEvent.set(name, detailText(checker, checker.getTypeOfSymbol(callback)));
  }
  return byEvent;
}
