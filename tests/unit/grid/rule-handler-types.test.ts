import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../elements/core/i18n';
import type {
  FarmGridElement,
  GridCellRule,
  GridColumn,
  GridRow,
  GridRuleEvent,
  GridRuleTarget,
  RuleCallback,
  RuleTrigger,
} from '../../../elements/grid/element';
import { validateRows } from '../../../elements/grid/model/grid-validation';

setLocale('zh-CN');

// What a TypeScript host writes in a <farm-grid>'s column schemas, with no cast: `npm test`'s type
// check compiles this file, so a handler form the type refused again would fail there; the tests
// below also run each rule, to show each is called the way it was written.

const rows: GridRow[] = [
  { id: '1', name: 'abc' },
  { id: '2', name: 'ok' },
];

/** The grid's own form: parameters typed by the rule, unannotated. */
const ownForm: GridCellRule[] = [
  { handler: (value) => value !== 'abc', message: '${title}不能是abc' },
  { handler: async (value, { row }) => (row?.id === '2' && value === 'abc' ? '第二行不能是abc' : true) },
];

/** JVxeTable's form, `({ cellValue, row, column, rule }, callback, target)`, with two or three parameters. */
const jvxeForm: GridCellRule[] = [
  {
    handler: ({ cellValue }: GridRuleEvent, callback: RuleCallback) => {
      if (cellValue === 'abc') callback(false, '${title}不能是abc');
      else callback(true);
    },
  },
  {
    handler: ({ row, column }: GridRuleEvent, callback: RuleCallback, target: GridRuleTarget) => {
      const same = target.getTableData().filter((other) => other[column.key] === row[column.key]);
      callback(same.length < 2, '${title}不能重复');
    },
  },
];

/** JEditableTable's form, `(type, value, row, column, callback, target)`. */
const jeditableForm: GridCellRule[] = [
  {
    handler: (type: RuleTrigger, value: unknown, _row: GridRow, column: GridColumn, callback: RuleCallback) => {
      callback(type !== 'getValues' || value !== 'abc', `${column.title}不能是abc`);
    },
  },
];

// A host's columns, assigned to the element's own property type.
// biome-ignore lint/suspicious/noExportsInTest: exported only so the type check keeps these declarations (no unused-variable error); nothing imports this file
export const hostColumns: FarmGridElement['columns'] = [
  { key: 'name', title: '名称', validateRules: [...ownForm, ...jvxeForm, ...jeditableForm] },
];

// biome-ignore lint/suspicious/noExportsInTest: exported only so the type check keeps these declarations (no unused-variable error); nothing imports this file
export const refused: GridCellRule[] = [
  // @ts-expect-error a handler's value is unknown until checked, not a number
  { handler: (value: number) => value > 1 },
  // @ts-expect-error JVxeTable's second parameter is the callback
  { handler: ({ cellValue }: GridRuleEvent, callback: string) => [cellValue, callback] },
  {
    // @ts-expect-error JEditableTable's first parameter is when it runs: a trigger name
    handler: (type: number, value: unknown, row: GridRow, column: GridColumn, callback: RuleCallback) =>
      callback([type, value, row, column]),
  },
  // @ts-expect-error a handler is a function
  { handler: 'notEmpty' },
];

const messages = async (rules: GridCellRule[], given = rows) =>
  (await validateRows(given, [{ key: 'name', title: '名称', validateRules: rules }])).map((error) => [
    error.rowKey,
    error.message,
  ]);

describe('a column rule handler typed as any of the forms the grid accepts', () => {
  it("the grid's own (value, context), unannotated, answers by what it returns", async () => {
    expect(await messages([ownForm[0]])).toEqual([['1', '名称不能是abc']]);
    expect(await messages([ownForm[1]], [rows[1], { id: '2', name: 'abc' }])).toEqual([['2', '第二行不能是abc']]);
  });

  it("JVxeTable's ({ cellValue, row, column, rule }, callback, target) answers through the callback", async () => {
    expect(await messages([jvxeForm[0]])).toEqual([['1', '名称不能是abc']]);
    expect(await messages([jvxeForm[1]], [rows[0], { id: '2', name: 'abc' }])).toEqual([
      ['1', '名称不能重复'],
      ['2', '名称不能重复'],
    ]);
  });

  it("JEditableTable's (type, value, row, column, callback, target) is told why it runs", async () => {
    expect(await messages(jeditableForm)).toEqual([['1', '名称不能是abc']]);
  });
});
