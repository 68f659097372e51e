import { describe, expect, it } from 'vitest';
import { ValidationRejected } from '../../../elements/core/validation';
import { type TableInvalid, validateAll, type ValidatableGrid } from '../../../elements/grid/model/validate-all';

function grid(id: string, failing: boolean): ValidatableGrid & { validated: number } {
  return {
    validated: 0,
    async validate() {
      this.validated += 1;
      return failing ? [{ rowKey: id, columnKey: 'name', message: `${id} 不能为空` }] : [];
    },
    getAll: () => ({ tableData: [{ id }], deleteData: [] }),
  };
}

async function rejection(promise: Promise<unknown>): Promise<ValidationRejected> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ValidationRejected);
  return error as ValidationRejected;
}

describe('validateAll: form and sub-tables together', () => {
  it('answers the form values and each table by tab when all pass', async () => {
    const activated: string[] = [];
    const result = await validateAll({
      form: async () => ({ name: '合作社' }),
      tables: [
        { tabKey: 'machines', grid: grid('m', false) },
        { tabKey: 'staff', grid: grid('s', false) },
      ],
      activateTab: (key) => activated.push(key),
    });
    expect(result).toEqual({
      form: { name: '合作社' },
      tables: {
        machines: { tableData: [{ id: 'm' }], deleteData: [] },
        staff: { tableData: [{ id: 's' }], deleteData: [] },
      },
    });
    expect(activated).toEqual([]);
  });

  it('checks every table even when the form fails, and activates the first failing table', async () => {
    const activated: string[] = [];
    const tables = [grid('m', false), grid('s', true), grid('p', true)];
    const error = await rejection(
      validateAll({
        form: () => Promise.reject(new Error('请输入名称')),
        tables: [
          { tabKey: 'machines', grid: tables[0] },
          { tabKey: 'staff', grid: tables[1] },
          { tabKey: 'parts', grid: tables[2] },
        ],
        activateTab: (key) => activated.push(key),
      }),
    );
    expect(tables.map((table) => table.validated)).toEqual([1, 1, 1]);
    expect(activated).toEqual(['staff']);
    expect(error.failures.map((failure) => failure.index)).toEqual([0, 2, 3]);
    expect((error.failures[1].reason as TableInvalid).errors[0].message).toBe('s 不能为空');
  });

  it('leaves the tab alone when only the form fails', async () => {
    const activated: string[] = [];
    await rejection(
      validateAll({
        form: () => Promise.reject(new Error('x')),
        tables: [{ tabKey: 'a', grid: grid('a', false) }],
        activateTab: (key) => activated.push(key),
      }),
    );
    expect(activated).toEqual([]);
  });

  it('fails a table that was never rendered, with a clear reason', async () => {
    const error = await rejection(validateAll({ tables: [{ tabKey: 'hidden', grid: null }] }));
    expect(String((error.failures[0].reason as Error).message)).toContain('hidden');
  });
});
