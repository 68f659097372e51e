import { readFileSync, writeFileSync } from 'node:fs';
import { GCProfiler, getHeapStatistics } from 'node:v8';

/** The highest memory a process reached between start and stop. */
export interface PeakMemory {
  /** Resident set size high-water mark, as the kernel keeps it (VmHWM). */
  rssBytes: number;
  /** The most JavaScript heap in use, read before every garbage collection and at the end. */
  heapBytes: number;
  /** Resident set size when the watch started: what the process held before the work. */
  rssAtStartBytes: number;
}

const KIB = 1024;

function residentHighWater(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  if (!match) throw new Error('this benchmark reads peak memory from /proc (Linux only)');
  return Number(match[1]) * KIB;
}

/**
 * Starts watching this process's memory. The kernel's peak RSS is reset first (writing 5 to
 * /proc/self/clear_refs), so the peak belongs to the work measured, not to what came before;
 * the heap peak is the largest heap in use the garbage collector saw. A synchronous parse
 * blocks timers, so sampling with a timer would miss the peak: these two do not.
 */
export function watchPeakMemory(): () => PeakMemory {
  writeFileSync('/proc/self/clear_refs', '5');
  const rssAtStartBytes = process.memoryUsage().rss;
  const profiler = new GCProfiler();
  profiler.start();
  return () => {
    const { statistics } = profiler.stop();
    const beforeEachCollection = statistics.map((entry) => entry.beforeGC.heapStatistics.usedHeapSize);
    return {
      rssBytes: residentHighWater(),
      heapBytes: Math.max(getHeapStatistics().used_heap_size, ...beforeEachCollection),
      rssAtStartBytes,
    };
  };
}
