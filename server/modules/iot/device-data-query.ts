import { refused } from '../../http';
import { queryMessages } from '../../messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, typedValue } from '../../query';

/** What a device-data list asks for: which sensors, which window, which page. */
export interface DeviceDataQuery {
  deviceCodes: string[];
  sensorCodes: string[];
  sensorTypes: string[];
  /** Milliseconds since the epoch, both inclusive. */
  begin: number;
  end: number;
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

/** Parameters every JeecgBoot list may carry that mean nothing here. */
const IGNORED = new Set(['_t', 'field', 'hasQuery']);
const FILTERS = { deviceCode: 'deviceCodes', sensorCode: 'sensorCodes', sensorType: 'sensorTypes' } as const;
const SORTABLE = 'collectTime';
const DAY = 86_400_000;

function text(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(',') : String(value ?? '');
}

function positive(value: unknown, fallback: number): number {
  const raw = text(value).trim();
  if (!raw) return fallback;
  const number = Number(raw);
  if (!Number.isSafeInteger(number) || number < 1) throw refused(queryMessages.badPaging);
  return number;
}

/** A bound of the time window: a day or a moment ('2024-09-20', '2024-09-20 08:00:00'), server time. */
function moment(name: string, raw: string, bound: 'begin' | 'end'): number {
  const value = typedValue(name, 'datetime', raw, bound);
  return Date.parse(String(value).replace(' ', 'T'));
}

/**
 * Reads `/deviceData/list` parameters: device, sensor and type filters (one code or a comma
 * list), `collectTime_begin` / `collectTime_end` (the last 24 hours by default; never beyond
 * now), paging, and the order by `collectTime`. Anything else is refused.
 */
export function parseDeviceDataQuery(query: Record<string, unknown>, now: number): DeviceDataQuery {
  const parsed: DeviceDataQuery = {
    deviceCodes: [],
    sensorCodes: [],
    sensorTypes: [],
    begin: now - DAY,
    end: now,
    order: 'desc',
    pageNo: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  };
  for (const [name, value] of Object.entries(query)) {
    const raw = text(value).trim();
    if (IGNORED.has(name) || !raw) continue;
    if (name === 'pageNo') parsed.pageNo = positive(value, 1);
    else if (name === 'pageSize') parsed.pageSize = Math.min(positive(value, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    else if (name === 'order') {
      if (raw !== 'asc' && raw !== 'desc') throw refused(queryMessages.badOrder);
      parsed.order = raw;
    } else if (name === 'column') {
      if (raw !== SORTABLE) throw refused(queryMessages.unknownSortColumn(raw));
    } else if (name === 'collectTime_begin') parsed.begin = moment(name, raw, 'begin');
    else if (name === 'collectTime_end') parsed.end = Math.min(now, moment(name, raw, 'end'));
    else if (Object.hasOwn(FILTERS, name)) {
      parsed[FILTERS[name as keyof typeof FILTERS]] = raw
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean)
        .slice(0, 200);
    } else throw refused(queryMessages.unknownFilterField(name));
  }
  parsed.end = Math.min(parsed.end, now);
  return parsed;
}
