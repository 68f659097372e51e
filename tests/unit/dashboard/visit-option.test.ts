import { describe, expect, it } from 'vitest';
import type { ChartTheme } from '../../../console/pages/charts/chart-theme';
import { visitOption } from '../../../console/pages/dashboard/visit-figures';

const THEME: ChartTheme = {
  primary: '#33ce7b',
  palette: ['#33ce7b', '#1890ff'],
  text: '#000',
  textSecondary: '#888',
  border: '#ddd',
};

describe('the week of visits chart', () => {
  it('draws one point per day, labelled MM-dd, visits and addresses as two named lines', () => {
    const option = visitOption(
      [
        { visit: 3, ip: 2, tian: '2026-11-26', type: '11-26' },
        { visit: 0, ip: 0, tian: '2026-11-27', type: '11-27' },
      ],
      THEME,
      { visits: '访问量', ip: 'IP' },
    ) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[]; legend: { data: string[] } };
    expect(option.xAxis.data).toEqual(['11-26', '11-27']);
    expect(option.series.map((line) => [line.name, line.data])).toEqual([
      ['访问量', [3, 0]],
      ['IP', [2, 0]],
    ]);
    expect(option.legend.data).toEqual(['访问量', 'IP']);
  });
});
