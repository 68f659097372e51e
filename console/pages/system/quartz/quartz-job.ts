/** A scheduled job as `/sys/quartzJob/list` answers it. */
export interface QuartzJob {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  /** 0 running, -1 paused (JeecgBoot's STATUS_NORMAL / STATUS_DISABLE). */
  status: number;
  createTime: string | null;
}

/** One run of a job as `/sys/quartzJob/log/list` answers it. */
export interface QuartzRun {
  id: string;
  jobId: string;
  triggerType: string;
  startTime: string;
  endTime: string;
  costTime: number;
  outcome: string;
  message: string | null;
}

export const JOB_RUNNING = 0;
export const JOB_PAUSED = -1;

export const QUARTZ_URLS = {
  list: '/sys/quartzJob/list',
  add: '/sys/quartzJob/add',
  edit: '/sys/quartzJob/edit',
  delete: '/sys/quartzJob/delete',
  deleteBatch: '/sys/quartzJob/deleteBatch',
  pause: '/sys/quartzJob/pause',
  resume: '/sys/quartzJob/resume',
  execute: '/sys/quartzJob/execute',
  log: '/sys/quartzJob/log/list',
  exportXls: '/sys/quartzJob/exportXls',
} as const;

/** The button codes the server checks for each action (seeded with the 定时任务 menu). */
export const QUARTZ_PERMISSIONS = {
  add: 'quartz:add',
  edit: 'quartz:edit',
  delete: 'quartz:delete',
  batchDelete: 'quartz:batch_delete',
  pause: 'quartz:pause',
  resume: 'quartz:resume',
  execute: 'quartz:execute',
  log: 'quartz:log',
  export: 'quartz:export',
} as const;
