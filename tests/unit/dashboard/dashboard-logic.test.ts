import { describe, expect, it } from 'vitest';
import { chartState } from '../../../console/pages/charts/echart';
import { defaultRange, rangeProblem } from '../../../console/pages/dashboard/analysis-figures';
import { foldPeriodStatus } from '../../../server/modules/stats/order-analysis';
import { formatBytes, HISTORY_LENGTH, uptimeParts, withSample } from '../../../console/pages/dashboard/monitor-history';
import { byMapRegion, mapRegionOf } from '../../../console/pages/data-screen/province-names';
import { STAGE, stageFit } from '../../../console/pages/data-screen/screen-scale';
import { RequestMeter } from '../../../server/modules/stats/server-health';
import { parseStatsRange, shiftDays } from '../../../server/modules/stats/stats-range';
import { foldIntoWeeks, weekOf } from '../../../server/modules/stats/trend-periods';
import { statsMessages } from '../../../server/messages';

const REGIONS = ['甘肃', '内蒙古', '广西', '北京', '黑龙江', '香港'];

describe('map regions', () => {
  it('match the full province names of the orders table', () => {
    expect(mapRegionOf('甘肃省', REGIONS)).toBe('甘肃');
    expect(mapRegionOf('内蒙古自治区', REGIONS)).toBe('内蒙古');
    expect(mapRegionOf('广西壮族自治区', REGIONS)).toBe('广西');
    expect(mapRegionOf('北京市', REGIONS)).toBe('北京');
    expect(mapRegionOf('火星', REGIONS)).toBeNull();
  });

  it('add up figures per region and leave unknown names out', () => {
    const rows = [
      { province: '甘肃省', n: 2 },
      { province: '甘肃', n: 3 },
      { province: '火星', n: 9 },
    ];
    expect(byMapRegion(rows, REGIONS, (row) => row.n)).toEqual([{ name: '甘肃', value: 5 }]);
  });
});

describe('the screen stage', () => {
  it('fits 1920x1080 into any window without overflow, centred', () => {
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
      [3840, 2160],
      [1366, 1024],
      [3840, 1080],
    ]) {
      const fit = stageFit(width, height);
      expect(STAGE.width * fit.scale + 2 * fit.left).toBeCloseTo(width, 6);
      expect(STAGE.height * fit.scale + 2 * fit.top).toBeCloseTo(height, 6);
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.top).toBeGreaterThanOrEqual(0);
    }
    expect(stageFit(3840, 2160).scale).toBe(2);
  });
});

describe('chart states', () => {
  const isEmpty = (list: number[]) => list.length === 0;
  it('loading wins, then empty, then ready', () => {
    expect(chartState(null, false, isEmpty)).toBe('loading');
    expect(chartState([1], true, isEmpty)).toBe('loading');
    expect(chartState([], false, isEmpty)).toBe('empty');
    expect(chartState([1], false, isEmpty)).toBe('ready');
  });
});

describe('the analysis range', () => {
  it('opens on the last twelve months and refuses a reversed range', () => {
    expect(defaultRange(new Date(2024, 5, 15, 12).getTime())).toEqual({
      begin: '2023-06-15',
      end: '2024-06-15',
      unit: 'month',
    });
    expect(rangeProblem({ begin: '2024-02-01', end: '2024-01-01', unit: 'day' })).toBe('reversed');
    expect(rangeProblem({ begin: '2024-01-01', end: '2024-01-01', unit: 'day' })).toBeNull();
  });

  it('is read by the server with defaults and clear refusals', () => {
    const now = new Date(2024, 5, 15, 12).getTime();
    expect(parseStatsRange({}, now)).toEqual({
      begin: shiftDays('2024-06-15', -365),
      end: '2024-06-15',
      unit: 'month',
    });
    expect(() => parseStatsRange({ end: '2024-13-01' }, now)).toThrow(statsMessages.badDate('end'));
    expect(() => parseStatsRange({ unit: 'decade' }, now)).toThrow(statsMessages.badUnit);
  });
});

describe('weeks', () => {
  it('start on Monday and add up their days', () => {
    expect(weekOf('2024-06-09')).toBe('2024-06-03');
    expect(weekOf('2024-06-03')).toBe('2024-06-03');
    expect(weekOf('2024-01-01')).toBe('2024-01-01');
    expect(weekOf('2023-12-31')).toBe('2023-12-25');
    const folded = foldIntoWeeks([
      { period: '2024-06-09', orderCount: 1, revenue: 1.005, serviceArea: 2 },
      { period: '2024-06-03', orderCount: 2, revenue: 2, serviceArea: 3 },
      { period: '2024-06-10', orderCount: 4, revenue: 0, serviceArea: 0 },
    ]);
    expect(folded.map((week) => [week.period, week.orderCount, week.serviceArea])).toEqual([
      ['2024-06-03', 3, 5],
      ['2024-06-10', 4, 0],
    ]);
  });
});

describe('the request meter', () => {
  it('averages the requests of the last minute', () => {
    const meter = new RequestMeter();
    for (let second = 0; second < 120; second += 1) meter.record(second * 1000);
    expect(meter.rate(119_500)).toBe(1);
    expect(meter.rate(400_000)).toBe(0);
  });
});

describe('the monitor history', () => {
  const health = (rss: number, requestsPerSecond: number) => ({
    uptimeSeconds: 1,
    memory: { rss, heapUsed: 1, heapTotal: 2 },
    requestsPerSecond,
    databaseBytes: 0,
  });

  it('keeps the newest samples up to its length, memory in megabytes to one decimal', () => {
    let history = withSample([], health(150 * 1024 * 1024 + 70_000, 3), '10:00:00');
    expect(history).toEqual([{ at: '10:00:00', requestsPerSecond: 3, rssMegabytes: 150.1 }]);
    for (let index = 1; index <= HISTORY_LENGTH + 5; index += 1)
      history = withSample(history, health(1, index), `t${index}`);
    expect(history).toHaveLength(HISTORY_LENGTH);
    expect(history[0].at).toBe('t6');
    expect(history[HISTORY_LENGTH - 1].requestsPerSecond).toBe(HISTORY_LENGTH + 5);
  });

  it('writes bytes in the largest unit that keeps the number at least one', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('splits an uptime into days, hours and minutes', () => {
    expect(uptimeParts(2 * 86_400 + 3 * 3600 + 4 * 60 + 59)).toEqual({ days: 2, hours: 3, minutes: 4 });
  });
});

describe('the analysis pass over periods and states', () => {
  it('adds up orders of every state, and revenue and area of done orders only, per period and in total', () => {
    const folded = foldPeriodStatus(
      [
        { period: '2026-02', status: '4', orderCount: 3, amount: 300.5, workArea: 30 },
        { period: '2026-01', status: '1', orderCount: 2, amount: 999, workArea: 99 },
        { period: '2026-01', status: '4', orderCount: 1, amount: 100, workArea: 10.25 },
        { period: '2026-02', status: null, orderCount: 1, amount: 5, workArea: 5 },
      ],
      '4',
    );
    expect(folded.totals).toEqual({ orderCount: 7, doneCount: 4, revenue: 400.5, serviceArea: 40.25 });
    expect(folded.points).toEqual([
      { period: '2026-01', orderCount: 3, revenue: 100, serviceArea: 10.25 },
      { period: '2026-02', orderCount: 4, revenue: 300.5, serviceArea: 30 },
    ]);
    expect(folded.statusMix).toEqual([
      { status: '', count: 1 },
      { status: '1', count: 2 },
      { status: '4', count: 4 },
    ]);
  });
});
