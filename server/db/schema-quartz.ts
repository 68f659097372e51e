/*
 * Scheduled jobs (JeecgBoot's sys_quartz_job), their run log, and the daily sensor summary one
 * of the jobs writes: the tables of `modules/quartz`. Same conventions as schema.ts.
 */

/** A scheduled job: a job class registered in code, run on a Quartz cron expression. */
export interface SysQuartzJobTable {
  id: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  /** 0 present (kept for JeecgBoot's entity; deletes remove the row). */
  delFlag: number;
  /** One of the job classes registered in code; unique, as JeecgBoot's uniq_job_class_name. */
  jobClassName: string;
  cronExpression: string;
  /** Handed to the job class as it is; each class says what it accepts. */
  parameter: string | null;
  description: string | null;
  /** 0 running, -1 paused (JeecgBoot's STATUS_NORMAL / STATUS_DISABLE). */
  status: number;
}

/** One run of a job, by its schedule or by "run once". */
export interface SysQuartzLogTable {
  id: string;
  jobId: string;
  jobClassName: string;
  /** 'schedule' or 'manual'. */
  triggerType: string;
  startTime: string;
  endTime: string;
  /** Milliseconds. */
  costTime: number;
  /** 'success' or 'failure'. */
  outcome: string;
  /** What the job reported, or why it failed. */
  message: string | null;
}

/** The day's readings of one sensor, rolled up by the sensor summary job. */
export interface FarmSensorDailyTable {
  id: string;
  /** The tenant of the sensor (migration 0010). */
  tenantId: number;
  /** 'yyyy-MM-dd', server time. */
  day: string;
  sensorCode: string;
  sensorType: string;
  deviceCode: string;
  readingCount: number;
  minValue: number;
  maxValue: number;
  avgValue: number;
  createTime: string;
}

/**
 * The claim of a job's latest scheduled run, shared by every server instance on the database: the
 * instance that claims a fire time runs it, renewing `leaseUntil` while it does.
 */
export interface SysQuartzLeaseTable {
  jobId: string;
  /** The fire time claimed, milliseconds since the epoch. */
  fireAt: number;
  /** The instance running it (host, process and a random part). */
  owner: string;
  /** Past this (milliseconds since the epoch) without `finished`, the run is another instance's to take over. */
  leaseUntil: number;
  /** 1 once the run ended, whatever its outcome. */
  finished: number;
}

export interface QuartzTables {
  sys_quartz_job: SysQuartzJobTable;
  sys_quartz_lease: SysQuartzLeaseTable;
  sys_quartz_log: SysQuartzLogTable;
  farm_sensor_daily: FarmSensorDailyTable;
}
