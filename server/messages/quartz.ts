import { localised, type EnglishTwin } from '../i18n';

/** Answers of the scheduled jobs (`/sys/quartzJob/*`), JeecgBoot's texts where it has them. */
const chineseQuartz = {
  added: '创建定时任务成功',
  edited: '更新定时任务成功!',
  deleted: '删除成功!',
  batchDeleted: '删除定时任务成功!',
  paused: '停止定时任务成功',
  resumed: '启动定时任务成功',
  executed: '执行成功!',
  executeFailed: '执行失败!',
  notFound: '未找到对应实体',
  jobMissing: '定时任务不存在！',
  idsRequired: '参数不识别！',
  classTaken: '该定时任务类名已存在',
  classUnknown: (jobClassName: string) => `后台找不到该类名：${jobClassName}`,
  /** The engine's own reason follows: it names the field and what is wrong with it. */
  badCron: (reason: string) => `Cron表达式不正确：${reason}`,
  /** Quartz refuses to schedule a trigger that will never fire (30 February). */
  neverFires: '根据Cron表达式，该定时任务永远不会执行',
  alreadyRunning: '该定时任务正在执行，请稍后再试',
  badParameter: (reason: string) => `任务参数不正确：${reason}`,

  tempHours: '须为 1 到 8760 之间的整数（小时数），不填为 24',
  sensorDay: '须为 yyyy-MM-dd 格式的日期，不填为前一天',
  tempRemoved: (count: number) => `已删除 ${count} 个过期临时文件`,
  sensorRolledUp: (day: string, count: number) => `${day} 已汇总 ${count} 个传感器`,

  // JeecgBoot's demo jobs (org.jeecg.modules.quartz.job.*): the lines its classes log when they run.
  noParameter: '该任务不带参数，请留空',
  sampleJob: (time: string) => `Jeecg-Boot 普通定时任务 SampleJob !  时间:${time}`,
  sampleParamJob: (parameter: string, time: string) =>
    `welcome ${parameter}! Jeecg-Boot 带参数定时任务 SampleParamJob !   时间:${time}`,
  asyncJobStarted: ' --- 同步任务调度开始 --- ',
  asyncJobDone: (time: string) => ` --- 执行完毕，时间：${time}---`,
} as const;

const englishQuartz: EnglishTwin<typeof chineseQuartz> = {
  added: 'Scheduled job created',
  edited: 'Scheduled job updated!',
  deleted: 'Deleted!',
  batchDeleted: 'Scheduled jobs deleted!',
  paused: 'Scheduled job stopped',
  resumed: 'Scheduled job started',
  executed: 'Run!',
  executeFailed: 'Run failed!',
  notFound: 'No such record',
  jobMissing: 'The scheduled job does not exist!',
  idsRequired: 'Parameters not recognised!',
  classTaken: 'A scheduled job of this class name already exists',
  classUnknown: (jobClassName) => `No job class of this name on the server: ${jobClassName}`,
  badCron: (reason) => `Invalid cron expression: ${reason}`,
  neverFires: 'By its cron expression this job would never run',
  alreadyRunning: 'This job is running, please try again later',
  badParameter: (reason) => `Invalid job parameter: ${reason}`,

  tempHours: 'must be a whole number of hours from 1 to 8760 (24 when left empty)',
  sensorDay: 'must be a date in yyyy-MM-dd (the day before when left empty)',
  // What a run writes into its run log (sys_quartz_log), whoever started it: stored records stay in the server's language.
  tempRemoved: chineseQuartz.tempRemoved,
  sensorRolledUp: chineseQuartz.sensorRolledUp,

  noParameter: 'This job takes no parameter, please leave it empty',
  sampleJob: chineseQuartz.sampleJob,
  sampleParamJob: chineseQuartz.sampleParamJob,
  asyncJobStarted: chineseQuartz.asyncJobStarted,
  asyncJobDone: chineseQuartz.asyncJobDone,
};

export const quartzMessages = localised(chineseQuartz, englishQuartz);
