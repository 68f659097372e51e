import { orderListQuery, resourceFields, whereListQuery } from '../../../query';
import type { SheetSpec } from './sheet-spec';

/**
 * 通知公告 as the administration list shows them (deleted ones left out), codes as their texts.
 * The HTML content stays out of the sheet, and there is no import: an announcement is written
 * in the rich-text editor, whose HTML the server sanitises.
 */
export const announcementSheet: SheetSpec = {
  base: '/sys/annountCement',
  title: '系统通告',
  code: 'sys_announcement',
  columns: [
    { field: 'titile', title: '标题' },
    { field: 'msgAbstract', title: '摘要' },
    { field: 'msgCategory', title: '消息类型', dictCode: 'msg_category' },
    { field: 'priority', title: '优先级', dictCode: 'priority' },
    { field: 'msgType', title: '通告对象', dictCode: 'msg_type' },
    { field: 'startTime', title: '开始时间' },
    { field: 'endTime', title: '结束时间' },
    { field: 'sender', title: '发布人' },
    { field: 'sendStatus', title: '发布状态', dictCode: 'send_status' },
    { field: 'sendTime', title: '发布时间' },
    { field: 'cancelTime', title: '撤销时间' },
  ],
  permissions: { export: 'announcement:export' },
  resource: { fields: resourceFields('sys_announcement'), defaultSort: 'createTime' },
  async rows(db, list, selections, limit) {
    let base = db.selectFrom('sys_announcement').selectAll().where('delFlag', '=', '0');
    if (selections.length) base = base.where('id', 'in', [...selections]);
    return orderListQuery(whereListQuery(base, list), list).limit(limit).execute();
  },
};
