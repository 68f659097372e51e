/*
 * Plausible sensor readings, computed rather than stored: the same sensor at the same moment
 * always reads the same value. Field stations follow the seasons and the day (China time);
 * machines work in daytime on most days, burning fuel and counting engine hours.
 */

/** One reading every ten minutes. */
export const SAMPLE_INTERVAL_MS = 10 * 60 * 1000;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Readings follow China Standard Time whatever the server's zone. */
const CHINA_OFFSET = 8 * HOUR;
/** Engine hours count from here. */
const ENGINE_EPOCH = Date.UTC(2020, 0, 1);

/** A stable number in [0, 1) for a sensor and a whole number (a sample slot, a day). */
export function noise(key: string, slot: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${key}#${slot}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  hash = Math.imul(hash ^ (hash >>> 12), 0x297a2d39);
  return ((hash ^ (hash >>> 15)) >>> 0) / 4294967296;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function localHour(at: number): number {
  return ((at + CHINA_OFFSET) % DAY) / HOUR;
}

/** -1 in mid-January to 1 in mid-July. */
function season(at: number): number {
  const dayOfYear = ((at + CHINA_OFFSET) % (365.25 * DAY)) / DAY;
  return Math.sin((2 * Math.PI * (dayOfYear - 105)) / 365.25);
}

/** -1 before dawn to 1 mid-afternoon. */
function daytime(at: number): number {
  return Math.sin((2 * Math.PI * (localHour(at) - 9)) / 24);
}

/** A machine works on about four days in five... */
function workday(key: string, at: number): boolean {
  return noise(key, Math.floor((at + CHINA_OFFSET) / DAY)) < 0.8;
}

/** ...from 06:00 to 19:00. */
function working(key: string, at: number): boolean {
  const hour = localHour(at);
  return hour >= 6 && hour < 19 && workday(key, at);
}

function wobble(key: string, at: number, spread: number): number {
  return (noise(key, Math.floor(at / SAMPLE_INTERVAL_MS)) - 0.5) * 2 * spread;
}

/** The value a sensor of a type reads at a moment. */
export function readingAt(sensorType: string, sensorCode: string, at: number): number {
  switch (sensorType) {
    case 'air_temp':
      return round(10 + 16 * season(at) + 6 * daytime(at) + wobble(sensorCode, at, 0.8), 1);
    case 'soil_temp':
      return round(9 + 12 * season(at) + 2 * daytime(at - 2 * HOUR) + wobble(sensorCode, at, 0.3), 1);
    case 'air_humidity':
      return round(clamp(65 - 20 * daytime(at) + wobble(sensorCode, at, 5), 15, 100), 1);
    case 'soil_moisture': {
      // Dries out over a week, then rain or irrigation wets it again.
      const phase = (at % (7 * DAY)) / (7 * DAY);
      return round(clamp(38 - 16 * phase + wobble(sensorCode, at, 1.5), 5, 60), 1);
    }
    case 'fuel': {
      // Filled at 05:00, burnt at about 7 % an hour while working.
      const hoursWorked = workday(sensorCode, at) ? clamp(localHour(at) - 6, 0, 13) : 0;
      return round(clamp(100 - 7 * hoursWorked + wobble(sensorCode, at, 0.5), 3, 100), 1);
    }
    case 'engine_hours': {
      const base = 300 + Math.floor(noise(sensorCode, 0) * 3000);
      return round(base + ((at - ENGINE_EPOCH) / HOUR) * 0.3, 1);
    }
    case 'speed':
      return working(sensorCode, at) ? round(5 + noise(sensorCode, Math.floor(at / SAMPLE_INTERVAL_MS)) * 5, 1) : 0;
    case 'rpm':
      return working(sensorCode, at)
        ? Math.round(1700 + noise(sensorCode, Math.floor(at / SAMPLE_INTERVAL_MS)) * 500)
        : 0;
    default:
      return round(noise(sensorCode, Math.floor(at / SAMPLE_INTERVAL_MS)) * 100, 1);
  }
}
