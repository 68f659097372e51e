import type { PeakMemory } from './peak-memory';

/** The admin password of the benchmark databases (made up for them, never a real one). */
export const PASSWORD = 'Bench-excel-2024';

/** The readers reader-child.ts compares. */
export const READERS = ['ours', 'exceljs', 'exceljs-stream'] as const;
export type Reader = (typeof READERS)[number];

export type ServerCommand = { kind: 'watch' } | { kind: 'peak' } | { kind: 'close' };

export type ChildReply =
  | { kind: 'listening'; port: number }
  | { kind: 'watching' }
  | { kind: 'peak'; peak: PeakMemory }
  | { kind: 'read'; milliseconds: number; rows: number; columns: number; peak: PeakMemory };
