import { orderListQuery, resourceFields, whereListQuery } from '../../../query';
import type { SheetSpec } from './sheet-spec';

/**
 * 定时任务 as JeecgBoot's job page exports them. There is no job import: a job runs code on a
 * schedule, and each is set up through the form, which checks its class and its expression.
 */
export const quartzSheet: SheetSpec = {
  base: '/sys/quartzJob',
  title: '定时任务列表',
  code: 'sys_quartz_job',
  columns: [
    { field: 'jobClassName', title: '任务类名' },
    { field: 'cronExpression', title: 'Cron表达式' },
    { field: 'parameter', title: '参数' },
    { field: 'description', title: '描述' },
    { field: 'status', title: '状态', choices: { '0': '正常', '-1': '停止' } },
    { field: 'createTime', title: '创建时间' },
  ],
  permissions: { export: 'quartz:export' },
  resource: { fields: resourceFields('sys_quartz_job'), defaultSort: 'createTime' },
  async rows(db, list, selections, limit) {
    let base = db.selectFrom('sys_quartz_job').selectAll();
    if (selections.length) base = base.where('id', 'in', [...selections]);
    return orderListQuery(whereListQuery(base, list), list).limit(limit).execute();
  },
};
