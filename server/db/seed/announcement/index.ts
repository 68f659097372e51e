import { newId } from '../../ids';
import { formatDateTime } from '../../time';
import type { Seed } from '../runner';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What announcements addressed to departments need on a first start: the 'DEPT' item of the
 * msg_type dictionary, and one released notice for the Heilongjiang branch (its stations' staff
 * receive it too), left out with FARM_DEMO=off. Runs after the system demo, whose departments and
 * dictionaries it extends.
 */
export const announcementDemoSeed: Seed = {
  name: 'announcement-demo',
  async run(trx, context) {
    const createTime = formatDateTime(context.now);
    const msgType = await trx.selectFrom('sys_dict').select('id').where('dictCode', '=', 'msg_type').executeTakeFirst();
    if (msgType) {
      await trx
        .insertInto('sys_dict_item')
        .values({
          id: newId(),
          dictId: msgType.id,
          itemValue: 'DEPT',
          itemText: '指定部门',
          itemColor: null,
          description: null,
          sortOrder: 3,
          createBy: 'admin',
          createTime,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
    if (!context.demoData) return;
    const branch = await trx.selectFrom('sys_depart').select('id').where('id', '=', 'dep-hlj').executeTakeFirst();
    if (!branch) return;
    const sendTime = formatDateTime(context.now - DAY);
    await trx
      .insertInto('sys_announcement')
      .values({
        id: 'annt-hlj-safety-check',
        titile: '黑龙江分公司秋收安全生产检查通知',
        msgContent: '<p>各服务站：</p><p>请于本周五前完成收获机械、烘干设备的安全检查，并将检查记录上报分公司。</p>',
        msgAbstract: null,
        startTime: sendTime,
        endTime: null,
        sender: 'admin',
        priority: 'M',
        msgCategory: '1',
        msgType: 'DEPT',
        sendStatus: '1',
        sendTime,
        cancelTime: null,
        busType: null,
        busId: null,
        openType: null,
        openPage: null,
        userIds: null,
        departIds: branch.id,
        createBy: 'admin',
        createTime: sendTime,
        updateBy: null,
        updateTime: null,
      })
      .execute();
  },
};
