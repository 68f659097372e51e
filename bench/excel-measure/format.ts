import os from 'node:os';
import type { PeakMemory } from './peak-memory';

export const MIB = 1024 * 1024;
export const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
export const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;
export const memory = (peak: PeakMemory) => `${mib(peak.rssBytes)} / ${mib(peak.heapBytes)}`;
export const runAt = () => new Date().toISOString().slice(0, 16).replace('T', ' ');
export const load = () => (os.loadavg()[0] ?? Number.NaN).toFixed(1);
