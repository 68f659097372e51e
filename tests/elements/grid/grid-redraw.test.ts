import { expect, sendKeys, waitFor } from '../harness';
import { cellText, openEditor, placeGrid, removePlaces } from './grid-dom';

afterEach(removePlaces);

// An edit redraws the row it changed, not every drawn cell: a screen of a wide grid holds
// hundreds. The selection boxes' names (rowLabel) are asked for each time a row's cells draw.

describe('<farm-grid> redraws', () => {
  for (const withStatistics of [false, true]) {
    it(`an edit redraws its own row only${withStatistics ? ', the footer statistics shown' : ''}`, async () => {
      const columns = [
        { key: 'name', title: '名称' },
        {
          key: 'qty',
          title: '数量',
          type: 'inputNumber' as const,
          ...(withStatistics ? { statistics: ['sum'] as const } : {}),
        },
      ];
      const rows = Array.from({ length: 5 }, (_, index) => ({
        id: String(index + 1),
        name: `n${index + 1}`,
        qty: index,
      }));
      const grid = await placeGrid({ columns: columns as never, rows, attributes: { 'row-selection': '' } });
      const labelled: string[] = [];
      grid.rowLabel = (row: Record<string, unknown>) => {
        labelled.push(String(row.id));
        return String(row.name);
      };
      await waitFor(() => labelled.includes('5'), 3000, 'every row named');
      await openEditor(grid, 1, 'name');
      labelled.length = 0;
      await sendKeys({ type: 'x' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => cellText(grid, 1, 'name') === 'n2x', 3000, 'the edit committed');
      expect([...new Set(labelled)]).to.deep.equal(['2']);
    });
  }
});
