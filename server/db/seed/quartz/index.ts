import { newId } from '../../ids';
import { formatDateTime } from '../../time';
import { insertButtons, type ButtonSeed } from '../insert-buttons';
import { insertInChunks } from '../insert-in-chunks';
import type { Seed } from '../runner';

const QUARTZ_PAGE = '/monitor/quartzJob';

/** The scheduled-job routes' buttons the system menus lack (they seed add, edit, delete, pause, resume). */
const quartzButtons: readonly ButtonSeed[] = [
  { code: 'quartz:list', name: '查看', menuUrl: QUARTZ_PAGE },
  { code: 'quartz:execute', name: '立即执行', menuUrl: QUARTZ_PAGE },
  { code: 'quartz:log', name: '执行日志', menuUrl: QUARTZ_PAGE },
];

/** The jobs of a first start, both running: nightly clean-up and the daily sensor summary. */
const quartzJobs = [
  {
    jobClassName: 'farm.job.TempUploadCleanupJob',
    cronExpression: '0 0 3 * * ?',
    parameter: '24',
    description: '每天 3 点删除超过 24 小时的临时上传文件',
  },
  {
    jobClassName: 'farm.job.SensorDailyRollupJob',
    cronExpression: '0 10 0 * * ?',
    parameter: null,
    description: '每天 0 点 10 分汇总前一天的传感器读数',
  },
] as const;

/** Scheduled jobs: the page's missing buttons (granted to the admin role) and the default jobs. */
export const quartzSeed: Seed = {
  name: 'quartz-jobs',
  async run(trx, context) {
    const createTime = formatDateTime(context.now);
    await insertButtons(trx, quartzButtons, createTime, context.log);
    await insertInChunks(
      trx,
      'sys_quartz_job',
      quartzJobs.map((job) => ({
        id: newId(),
        ...job,
        status: 0,
        delFlag: 0,
        createBy: 'admin',
        createTime,
        updateBy: null,
        updateTime: null,
      })),
    );
  },
};
