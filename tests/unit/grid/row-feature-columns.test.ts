import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../../../elements/grid';
import { splitRowFeatureColumns } from '../../../elements/grid/model/row-feature-columns';

const name: GridColumn = { key: 'name', title: '名称' };

describe('row-feature column types (widgets spec 3.1)', () => {
  it('hands back the very same columns when none is a row feature', () => {
    const columns = [name];
    const split = splitRowFeatureColumns(columns, { rowNumber: true });
    expect(split.columns).toBe(columns);
    expect(split).toMatchObject({ rowNumber: true });
  });

  it('turns row-number, row-checkbox and row-drag-sort columns into the features and drops them from the data', () => {
    const split = splitRowFeatureColumns(
      [
        { key: 'n', title: '', type: 'row-number' },
        { key: 'c', title: '', type: 'row-checkbox' },
        { key: 'd', title: '', type: 'row-drag-sort' },
        name,
      ],
      {},
    );
    expect(split).toEqual({
      columns: [name],
      rowNumber: true,
      rowSelection: true,
      rowSelectionType: 'checkbox',
      dragSort: true,
    });
  });

  it('reads row-radio as single selection, unless the props choose the kind', () => {
    const radio: GridColumn = { key: 'r', title: '', type: 'row-radio' };
    expect(splitRowFeatureColumns([radio, name], {})).toMatchObject({ rowSelection: true, rowSelectionType: 'radio' });
    expect(splitRowFeatureColumns([radio, name], { rowSelectionType: 'checkbox' })).toMatchObject({
      rowSelectionType: 'checkbox',
    });
  });
});
