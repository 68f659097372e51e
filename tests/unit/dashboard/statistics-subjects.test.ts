import { describe, expect, it } from 'vitest';
import { statisticsBarOption } from '../../../console/pages/statistics/statistics-option';
import { rowLabel, subjectOfReport, SUBJECTS } from '../../../console/pages/statistics/statistics-subjects';

const theme = {
  primary: '#33ce7b',
  text: '#000',
  textSecondary: '#666',
  border: '#ddd',
  palette: ['#33ce7b', '#1890ff'],
};

describe('the statistics pages', () => {
  it('open by the report code of the seeded menus and nothing else', () => {
    expect(subjectOfReport('farm_order_stat')).toBe('orders');
    expect(subjectOfReport('farm_work_stat')).toBe('work');
    expect(subjectOfReport('farm_yield_stat')).toBe('yield');
    expect(subjectOfReport('toString')).toBeNull();
    expect(subjectOfReport('other_report')).toBeNull();
  });

  it('chart a figure the table shows and offer only the server groupings', () => {
    for (const spec of Object.values(SUBJECTS)) expect(spec.figures).toContain(spec.measure);
    expect(SUBJECTS.yield.groups).toEqual(['province', 'month']);
    expect(SUBJECTS.orders.groups).toEqual(['province', 'cooperative', 'month']);
  });

  it('label a row by its name, its key, or say that none was given', () => {
    expect(rowLabel({ key: 'c1', name: '丰收合作社' }, '（未填写）')).toBe('丰收合作社');
    expect(rowLabel({ key: '2024-05' }, '（未填写）')).toBe('2024-05');
    expect(rowLabel({ key: '', name: '' }, '（未填写）')).toBe('（未填写）');
  });

  it('draw one bar per row in the table order, slanting crowded labels', () => {
    const bars = Array.from({ length: 12 }, (_, index) => ({
      label: `2024-${String(index + 1).padStart(2, '0')}`,
      value: index,
    }));
    const option = statisticsBarOption(bars, theme, '订单数') as {
      xAxis: { data: string[]; axisLabel: { rotate: number; color: string } };
      series: { data: number[]; name: string }[];
    };
    expect(option.xAxis.data).toEqual(bars.map((bar) => bar.label));
    expect(option.series[0]).toMatchObject({ name: '订单数', data: bars.map((bar) => bar.value) });
    expect(option.xAxis.axisLabel).toMatchObject({ rotate: 40, color: '#666' });
    const few = statisticsBarOption(bars.slice(0, 3), theme, '订单数') as { xAxis: { axisLabel: { rotate: number } } };
    expect(few.xAxis.axisLabel.rotate).toBe(0);
  });
});
