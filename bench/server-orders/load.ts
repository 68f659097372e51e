import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  /** Milliseconds, sorted. */
  latencies: number[];
}

/** A GET path, or a request with a JSON body. */
export type LoadRequest = string | { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };

export interface LoadPlan {
  port: number;
  /** Several instances: connections spread over these ports in turn (instead of `port`). */
  ports?: number[];
  connections: number;
  /** Stops at whichever comes first. */
  maxRequests: number;
  maxSeconds: number;
  headers: Record<string, string>;
  /** Requested in turn, round and round. */
  paths: string[];
  /** Instead of `paths`: requests of any method, in turn. */
  requests?: LoadRequest[];
}

/**
 * Runs a bounded load (load-worker.mjs) in a worker thread, so the client's own work (building
 * requests, parsing answers) does not share the server's thread and count as server time.
 */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: plan });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** The largest of ascending `sorted` (NaN for none, as percentile). */
export function slowest(sorted: readonly number[]): number {
  return sorted.at(-1) ?? Number.NaN;
}
