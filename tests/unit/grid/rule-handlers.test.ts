import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../elements/core/i18n';
import type { GridCellRule, RuleCallback } from '../../../elements/grid/model/grid-rule-types';
import type { GridColumn, GridRow } from '../../../elements/grid/model/grid-types';
import { validateGridCell, validateRows } from '../../../elements/grid/model/grid-validation';
import { handlerForm } from '../../../elements/grid/model/rule-forms';
import { RULE_CALLBACK_TIMEOUT_MS } from '../../../elements/grid/model/rule-verdicts';
import type { Timers } from '../../../elements/grid/model/timers';

setLocale('zh-CN');

// Handlers as JeecgBoot pages write them, in plain JavaScript: typed loosely on purpose, then
// handed over as a rule's handler is in a column schema.
type Loose = (...args: never[]) => unknown;
const asHandler = (handler: Loose) => handler as unknown as GridCellRule['handler'];

const column = (rules: GridCellRule[]): GridColumn => ({ key: 'name', title: '名称', validateRules: rules });
const rows: GridRow[] = [
  { id: '1', name: 'abc' },
  { id: '2', name: 'ok' },
];
const messages = async (rule: GridCellRule, given = rows) =>
  (await validateRows(given, [column([rule])])).map((error) => [error.rowKey, error.message]);

/** Timers run by hand: a test's own clock. */
function handClock() {
  const queue: { id: number; ms: number; run: () => void }[] = [];
  let nextId = 1;
  const timers: Timers = {
    setTimeout(run, ms) {
      queue.push({ id: nextId, ms, run });
      return nextId++;
    },
    clearTimeout(handle) {
      const index = queue.findIndex((timer) => timer.id === handle);
      if (index >= 0) queue.splice(index, 1);
    },
  };
  return { timers, queue };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a rule handler in the grid's own form (value, context)", () => {
  it('answers by what it returns, as before', async () => {
    expect(await messages({ handler: (value) => value !== 'abc', message: '${title}不能是abc' })).toEqual([
      ['1', '名称不能是abc'],
    ]);
    expect(
      await messages({ handler: async (value, { row }) => (row?.id === '2' ? `第二行不能是${String(value)}` : true) }),
    ).toEqual([['2', '第二行不能是ok']]);
  });

  it('fails the cell with the message of what it throws, instead of failing the whole check', async () => {
    const throwing = asHandler(() => {
      throw new Error('编号服务不可用');
    });
    expect(await messages({ handler: throwing })).toEqual([
      ['1', '编号服务不可用'],
      ['2', '编号服务不可用'],
    ]);
  });
});

describe("a rule handler written JVxeTable's way, ({ cellValue, row, column, rule }, callback, target)", () => {
  it("is told apart from the grid's own form by its parameters", () => {
    expect(handlerForm(({ cellValue }: { cellValue: unknown }, callback: RuleCallback) => callback(cellValue))).toBe(
      'jvxe',
    );
    expect(handlerForm((_event: unknown, _callback: unknown, _target: unknown) => undefined)).toBe('jvxe');
    expect(
      handlerForm((type: unknown, value: unknown, row: unknown, column: unknown, callback: unknown) => [
        type,
        value,
        row,
        column,
        callback,
      ]),
    ).toBe('jeditable');
    expect(handlerForm((value: unknown, context: unknown) => [value, context])).toBe('value');
    expect(handlerForm((value: unknown) => value)).toBe('value');
  });

  it('passes with callback(true) and fails with callback(false, message), ${title} filled in', async () => {
    const handler = asHandler(({ cellValue }: { cellValue: unknown }, callback: RuleCallback) => {
      if (cellValue === 'abc') callback(false, '${title}不能是abc');
      else callback(true);
    });
    expect(await messages({ handler, message: '${title}默认提示' })).toEqual([['1', '名称不能是abc']]);
  });

  it("uses the rule's message when the callback gives none, and passes on callback(null)", async () => {
    const handler = asHandler(({ cellValue }: { cellValue: unknown }, callback: RuleCallback) =>
      callback(cellValue === 'abc' ? false : null),
    );
    expect(await messages({ handler, message: '${title}默认提示' })).toEqual([['1', '名称默认提示']]);
  });

  it('hands over the row, the column (schema in params) and the rule, and the rows through target', async () => {
    const seen: unknown[] = [];
    const rule: GridCellRule = {
      handler: asHandler(
        (
          event: { row: GridRow; column: { key: string; params: GridColumn }; rule: GridCellRule },
          callback: RuleCallback,
          target: { getTableData(): GridRow[] },
        ) => {
          seen.push([
            event.row.id,
            event.column.key,
            event.column.params.title,
            event.rule === rule,
            target.getTableData().length,
          ]);
          callback(true);
        },
      ),
    };
    await messages(rule);
    expect(seen).toEqual([
      ['1', 'name', '名称', true, 2],
      ['2', 'name', '名称', true, 2],
    ]);
  });

  it('may call back later, after a server answers', async () => {
    const handler = asHandler(({ cellValue }: { cellValue: unknown }, callback: RuleCallback) => {
      void Promise.resolve().then(() => callback(cellValue !== 'abc', '已被占用'));
    });
    expect(await messages({ handler })).toEqual([['1', '已被占用']]);
  });

  it('counts the first answer only, whether it calls back or returns first', async () => {
    const callsThenReturns = asHandler((_event: unknown, callback: RuleCallback, _target: unknown) => {
      callback(false, '先回调');
      callback(true);
      return true;
    });
    expect(await messages({ handler: callsThenReturns }, [rows[0]])).toEqual([['1', '先回调']]);
    const returnsThenCalls = asHandler((_event: unknown, callback: RuleCallback, _target: unknown) => {
      void Promise.resolve().then(() => callback(true));
      return '先返回';
    });
    expect(await messages({ handler: returnsThenCalls }, [rows[0]])).toEqual([['1', '先返回']]);
  });

  it('when written (event, callback) without braces, is run again as such once it calls back', async () => {
    // Function source without braces on its first parameter: read as the grid's own form first.
    const handler = asHandler((event: { cellValue: unknown }, callback: RuleCallback) => {
      callback(event.cellValue !== 'abc', '不能是abc');
    });
    expect(handlerForm(handler as Loose)).toBe('value');
    expect(await messages({ handler })).toEqual([['1', '不能是abc']]);
  });

  it('that never calls back stays pending, then fails with its message after the timeout (on a hand-run clock)', async () => {
    const { timers, queue } = handClock();
    const silent = asHandler((_event: unknown, _callback: RuleCallback, _target: unknown) => undefined);
    let answer: string | undefined | 'pending' = 'pending';
    void validateGridCell(rows, rows[1], column([{ handler: silent, message: '${title}校验未完成' }]), undefined, {
      timers,
    }).then((found) => {
      answer = found;
    });
    await settled();
    expect(answer).toBe('pending');
    expect(queue.map((timer) => timer.ms)).toEqual([RULE_CALLBACK_TIMEOUT_MS]);
    queue.shift()!.run();
    await settled();
    expect(answer).toBe('名称校验未完成');
  });

  it('that calls back before the timeout leaves no timer behind', async () => {
    const { timers, queue } = handClock();
    let call: RuleCallback | undefined;
    const later = asHandler((_event: unknown, callback: RuleCallback, _target: unknown) => {
      call = callback;
    });
    const found = validateGridCell(rows, rows[1], column([{ handler: later }]), undefined, { timers });
    await settled();
    call!(true);
    expect(await found).toBeUndefined();
    expect(queue).toEqual([]);
  });
});

describe("a rule handler written JEditableTable's way, (type, value, row, column, callback, target)", () => {
  it('is told why it runs: getValues for the whole grid, change, blur or input for one cell', async () => {
    const types: unknown[] = [];
    const handler = asHandler(
      (
        type: string,
        value: unknown,
        row: GridRow,
        _column: GridColumn,
        callback: RuleCallback,
        target: { getValuesSync(): { values: GridRow[] } },
      ) => {
        types.push(type);
        const same = target.getValuesSync().values.filter((other) => other.name === value);
        callback(same.length < 2 || row.id !== '2', '${title}不能重复');
      },
    );
    const repeated = [rows[0], { id: '2', name: 'abc' }];
    expect(await messages({ handler }, repeated)).toEqual([['2', '名称不能重复']]);
    expect(await validateGridCell(repeated, repeated[1], column([{ handler }]), undefined, { trigger: 'blur' })).toBe(
      '名称不能重复',
    );
    expect(types).toEqual(['getValues', 'getValues', 'blur']);
  });
});

describe("a rule validator written vxe-table's or Ant Design's way", () => {
  it("Ant Design's (rule, value, callback): callback(error) or callback(text) fails, callback() passes", async () => {
    const withError: GridCellRule = {
      validator: (_rule, value, callback) => callback(value === 'abc' ? new Error('请换一个') : undefined),
    };
    expect(await messages(withError)).toEqual([['1', '请换一个']]);
    const withText: GridCellRule = {
      validator: (_rule, value, callback) => callback(value === 'abc' ? '请换一个名称' : undefined),
    };
    expect(await messages(withText)).toEqual([['1', '请换一个名称']]);
  });

  it("Ant Design's promise (rule, value): a rejection fails with its message", async () => {
    const rule: GridCellRule = {
      validator: (_rule, value) => (value === 'abc' ? Promise.reject(new Error('不可用')) : Promise.resolve()),
    };
    expect(await messages(rule)).toEqual([['1', '不可用']]);
  });

  it("vxe-table's ({ cellValue, rule }): an Error returned fails with its message", async () => {
    const rule: GridCellRule = {
      message: '${title}不对',
      validator: ({ cellValue, rule: own }) => (cellValue === 'abc' ? new Error(own.message) : undefined),
    };
    expect(await messages(rule)).toEqual([['1', '名称不对']]);
  });
});
