import { startServer, type Answer, type TestServer } from '../support/test-server';

export interface Job {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: number;
  createBy: string | null;
}

export interface RunLog {
  jobId: string;
  jobClassName: string;
  triggerType: string;
  startTime: string;
  endTime: string;
  costTime: number;
  outcome: string;
  message: string | null;
}

export const CLEANUP = 'farm.job.TempUploadCleanupJob';
export const ROLLUP = 'farm.job.SensorDailyRollupJob';

/** A test server with the admin signed in, and shortcuts to the scheduled-job routes. */
export interface QuartzServer {
  server: TestServer;
  admin: string;
  send<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token?: string,
  ): Promise<Answer<T>>;
  jobs(query?: string): Promise<Job[]>;
  jobOf(jobClassName: string): Promise<Job>;
  runs(query?: string): Promise<RunLog[]>;
  close(): Promise<void>;
}

export async function quartzServer(server?: TestServer): Promise<QuartzServer> {
  const running = server ?? (await startServer());
  const admin = await running.login('admin');
  const send: QuartzServer['send'] = async (method, url, payload, token = admin) =>
    (await running.call({ method, url, token, ...(payload ? { payload } : {}) })).json();
  const jobs = async (query = '') =>
    (await send<{ records: Job[] }>('GET', `/sys/quartzJob/list?pageSize=100${query}`)).result.records;
  return {
    server: running,
    admin,
    send,
    jobs,
    async jobOf(jobClassName) {
      const job = (await jobs()).find((candidate) => candidate.jobClassName === jobClassName);
      if (!job) throw new Error(`no job of class ${jobClassName}`);
      return job;
    },
    async runs(query = '') {
      return (await send<{ records: RunLog[] }>('GET', `/sys/quartzJob/log/list?pageSize=100${query}`)).result.records;
    },
    close: () => running.close(),
  };
}
