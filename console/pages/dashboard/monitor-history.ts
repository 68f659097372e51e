/** What `GET /stats/monitor` answers (server/modules/stats/server-health.ts). */
export interface ServerHealth {
  uptimeSeconds: number;
  memory: { rss: number; heapUsed: number; heapTotal: number };
  requestsPerSecond: number;
  databaseBytes: number;
}

export interface HealthSample {
  at: string;
  requestsPerSecond: number;
  rssMegabytes: number;
}

/** How many samples the history chart keeps: five minutes at one sample every five seconds. */
export const HISTORY_LENGTH = 60;

const MEGABYTE = 1024 * 1024;

/** The history with one more sample, the oldest dropped beyond the limit. */
export function withSample(history: readonly HealthSample[], health: ServerHealth, at: string): HealthSample[] {
  const next = [
    ...history,
    {
      at,
      requestsPerSecond: health.requestsPerSecond,
      rssMegabytes: Math.round((health.memory.rss / MEGABYTE) * 10) / 10,
    },
  ];
  return next.slice(Math.max(0, next.length - HISTORY_LENGTH));
}

/** Bytes as the largest unit that keeps the number at least 1 (B, KB, MB, GB), one decimal. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Whole days, hours and minutes of an uptime. */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
  };
}
