import { describe, expect, it } from 'vitest';
import { gridFormValue } from '../../../elements/grid/model/form-value';
import {
  blankRow,
  initialRowState,
  insertRowsAt,
  removeRowsById,
  setRowValues,
} from '../../../elements/grid/model/row-state';
import { selectAllState } from '../../../elements/grid/model/select-all';

const given = [
  { id: '1', name: 'a', hours: 1 },
  { id: '2', name: 'b', hours: 2 },
  { id: '3', name: 'c', hours: 3 },
];

describe('what <farm-grid name> submits', () => {
  it('is every row, nothing inserted, updated or deleted, as given', () => {
    expect(gridFormValue(initialRowState(given), given)).toEqual({
      rows: given,
      insertedRows: [],
      updatedRows: [],
      deletedIds: [],
    });
  });

  it('sends new rows without their temporary id, changed rows as they are now, and the ids of removed rows', () => {
    let state = initialRowState(given);
    state = insertRowsAt(state, [blankRow([{ key: 'name', title: '名称' }], { name: 'd' })], 3);
    state = setRowValues(state, [{ rowKey: '1', values: { name: 'a2' } }]);
    state = removeRowsById(state, new Set(['2']));
    expect(gridFormValue(state, given)).toEqual({
      rows: [{ id: '1', name: 'a2', hours: 1 }, { id: '3', name: 'c', hours: 3 }, { name: 'd' }],
      insertedRows: [{ name: 'd' }],
      updatedRows: [{ id: '1', name: 'a2', hours: 1 }],
      deletedIds: ['2'],
    });
  });

  it('does not count a row edited back to its given values as updated', () => {
    let state = setRowValues(initialRowState(given), [{ rowKey: '1', values: { name: 'x' } }]);
    state = setRowValues(state, [{ rowKey: '1', values: { name: 'a' } }]);
    expect(gridFormValue(state, given).updatedRows).toEqual([]);
  });
});

describe('the select-all box counts the rows that can be selected', () => {
  const selectable = (row: { id: string }) => row.id !== '3';

  it('is indeterminate when only some of them are selected', () => {
    expect(selectAllState(given, new Set(['1']), selectable)).toEqual({ checked: false, indeterminate: true });
  });

  it('is ticked when all of them are, a row that cannot be selected left out', () => {
    expect(selectAllState(given, new Set(['1', '2']), selectable)).toEqual({ checked: true, indeterminate: false });
  });

  it('is clear with nothing selected, or nothing to select', () => {
    expect(selectAllState(given, new Set(), selectable)).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState(given, new Set(), () => false)).toEqual({ checked: false, indeterminate: false });
  });
});
