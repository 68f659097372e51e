/** A few published notices and system messages (and one draft) for the notice bell. */
export interface AnnouncementSeed {
  id: string;
  titile: string;
  msgContent: string;
  priority: 'L' | 'M' | 'H';
  /** '1' notice, '2' system message. */
  msgCategory: '1' | '2';
  /** Users addressed by a 'USER' message; absent for everyone. */
  to?: readonly string[];
  /** '0' draft, '1' published. */
  sendStatus: '0' | '1';
  openType?: 'url' | 'component';
  openPage?: string;
  busId?: string;
  /** Users who have read it already. */
  readBy?: readonly string[];
  daysAgo: number;
}

export const announcements: readonly AnnouncementSeed[] = [
  {
    id: 'annt-autumn-harvest',
    titile: '关于做好秋收农机调度工作的通知',
    msgContent:
      '<p>各分公司、服务站：</p><p>秋收作业即将全面展开，请提前检修收获机械，合理安排机手和运输车辆，确保作业安全。</p>',
    priority: 'H',
    msgCategory: '1',
    sendStatus: '1',
    readBy: ['user-admin'],
    daysAgo: 1,
  },
  {
    id: 'annt-subsidy-policy',
    titile: '农机购置补贴政策解读',
    msgContent: '<p>今年农机购置补贴范围新增烘干机械和植保无人机，详见附件政策原文。</p>',
    priority: 'L',
    msgCategory: '1',
    sendStatus: '1',
    openType: 'url',
    openPage: '/online/cgformList/farm_policy',
    daysAgo: 3,
  },
  {
    id: 'annt-maintenance',
    titile: '系统将于本周六凌晨进行维护升级',
    msgContent: '<p>维护时间为周六 00:00 至 02:00，期间系统暂停服务，请提前保存数据。</p>',
    priority: 'M',
    msgCategory: '2',
    sendStatus: '1',
    daysAgo: 2,
  },
  {
    id: 'annt-repair-assigned',
    titile: '您有新的维修工单待处理',
    msgContent: '<p>哈尔滨服务站提交了一台谷物联合收割机的维修工单，请尽快派工。</p>',
    priority: 'M',
    msgCategory: '2',
    to: ['user-zhangsan', 'user-wangwu'],
    sendStatus: '1',
    openType: 'url',
    openPage: '/online/cgformInnerTableList/farm_repair',
    busId: 'repair-demo-0001',
    daysAgo: 0,
  },
  {
    id: 'annt-draft-training',
    titile: '冬季机手培训安排（草稿）',
    msgContent: '<p>培训时间待定。</p>',
    priority: 'L',
    msgCategory: '1',
    sendStatus: '0',
    daysAgo: 0,
  },
];
