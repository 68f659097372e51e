import { describe, expect, it } from 'vitest';
import { isTemporaryId } from '../../../elements/grid/model/row-ids';
import {
  addPosition,
  blankRow,
  gridData,
  initialRowState,
  insertRowsAt,
  moveRow,
  removeRowsById,
  renumberOrder,
  rowWithId,
  setRowValues,
} from '../../../elements/grid/model/row-state';

const existing = [
  { id: '1', name: 'a' },
  { id: '2', name: 'b' },
];

describe('new rows have only a temporary id', () => {
  it('gives a blank row a temporary id, the column defaults and the given values', () => {
    const row = blankRow(
      [
        { key: 'name', title: 'Name' },
        { key: 'qty', title: 'Qty', defaultValue: 1 },
      ],
      { name: 'x' },
    );
    expect(isTemporaryId(row.id)).toBe(true);
    expect(row).toMatchObject({ name: 'x', qty: 1 });
  });

  it('never lets given values replace the temporary id', () => {
    expect(isTemporaryId(blankRow([], { id: 'server-id' }).id)).toBe(true);
  });

  it('does not take a server id for a new one', () => {
    expect(isTemporaryId('1')).toBe(false);
  });
});

describe('adding rows: addIndex 0 means the bottom', () => {
  it('puts rows at the bottom for 0 and at position n otherwise', () => {
    expect(addPosition(5, 0)).toBe(5);
    expect(addPosition(5, 1)).toBe(0);
    expect(addPosition(5, 3)).toBe(2);
    expect(addPosition(2, 9)).toBe(2);
  });

  it('inserts below a given index', () => {
    const state = insertRowsAt(initialRowState(existing), [{ id: 'n' }], 1);
    expect(state.rows.map((row) => row.id)).toEqual(['1', 'n', '2']);
  });
});

describe('removing rows records deleted existing ids', () => {
  it('drops a removed new row without recording it', () => {
    const added = insertRowsAt(initialRowState(existing), [blankRow([])], 2);
    const newId = added.rows[2].id;
    const state = removeRowsById(added, new Set([newId]));
    expect(state.rows).toHaveLength(2);
    expect(state.removed).toEqual([]);
  });

  it('records a removed existing row for deletion', () => {
    const state = removeRowsById(initialRowState(existing), new Set(['2']));
    expect(gridData(state)).toEqual({ tableData: [{ id: '1', name: 'a' }], deleteData: [{ id: '2', name: 'b' }] });
  });
});

describe('setting values', () => {
  it('merges values into the named rows and keeps the others as they are', () => {
    const before = initialRowState(existing);
    const after = setRowValues(before, [{ rowKey: '2', values: { name: 'c', id: 'other' } }]);
    expect(after.rows[1]).toEqual({ id: '2', name: 'c' });
    expect(after.rows[0]).toBe(before.rows[0]);
  });

  it('updates rows anywhere in a long list, ignores unknown ids and leaves the given state alone', () => {
    const many = initialRowState(
      Array.from({ length: 1000 }, (_, index) => ({ id: String(index), name: `n${index}` })),
    );
    const after = setRowValues(many, [
      { rowKey: '999', values: { name: 'last' } },
      { rowKey: 'missing', values: { name: 'x' } },
      { rowKey: '3', values: { name: 'third' } },
    ]);
    expect(after.rows).toHaveLength(1000);
    expect(after.rows[999]).toEqual({ id: '999', name: 'last' });
    expect(after.rows[3]).toEqual({ id: '3', name: 'third' });
    expect(after.rows[500]).toBe(many.rows[500]);
    expect(many.rows[999]).toEqual({ id: '999', name: 'n999' });
  });

  it('replaces a row at the index it is said to be at, and searches when the index is wrong', () => {
    const many = initialRowState(Array.from({ length: 5 }, (_, index) => ({ id: String(index), name: `n${index}` })));
    const after = setRowValues(many, [
      { rowKey: '4', values: { name: 'at four' }, index: 4 },
      { rowKey: '1', values: { name: 'searched' }, index: 3 },
    ]);
    expect(after.rows.map((row) => row.name)).toEqual(['n0', 'searched', 'n2', 'n3', 'at four']);
  });

  it('takes a handed-over copy of the rows as the new rows instead of copying them again', () => {
    const state = initialRowState(existing);
    const copy = [...state.rows];
    const after = setRowValues(state, [{ rowKey: '2', values: { name: 'c' }, index: 1 }], copy);
    expect(after.rows).toBe(copy);
    expect(after.rows[1]).toEqual({ id: '2', name: 'c' });
    expect(state.rows[1]).toEqual({ id: '2', name: 'b' });
  });

  it('ignores a handed-over copy that is not as long as the rows', () => {
    const state = initialRowState(existing);
    const short = [state.rows[0]];
    const after = setRowValues(state, [{ rowKey: '2', values: { name: 'c' } }], short);
    expect(after.rows).not.toBe(short);
    expect(after.rows.map((row) => row.name)).toEqual(['a', 'c']);
  });

  it('finds a row by id at its known index or anywhere', () => {
    expect(rowWithId(existing, '2', 1)).toBe(existing[1]);
    expect(rowWithId(existing, '2', 0)).toBe(existing[1]);
    expect(rowWithId(existing, '2', 9)).toBe(existing[1]);
    expect(rowWithId(existing, 'missing')).toBeUndefined();
  });

  it('keeps every update of the same row', () => {
    const after = setRowValues(initialRowState(existing), [
      { rowKey: '1', values: { name: 'x' } },
      { rowKey: '1', values: { qty: 2 } },
    ]);
    expect(after.rows[0]).toEqual({ id: '1', name: 'x', qty: 2 });
  });
});

describe('moving and drag-sort numbering', () => {
  it('moves a row up or down', () => {
    expect(moveRow(initialRowState(existing), 1, 0).rows.map((row) => row.id)).toEqual(['2', '1']);
  });

  it('ignores a move outside the rows', () => {
    const state = initialRowState(existing);
    expect(moveRow(state, 0, 5)).toBe(state);
  });

  it('renumbers the order field from 1', () => {
    const rows = renumberOrder([{ id: 'a', orderNum: 7 }, { id: 'b' }, { id: 'c', sort: 1 }], 'orderNum');
    expect(rows.map((row) => row.orderNum)).toEqual([1, 2, 3]);
  });
});
