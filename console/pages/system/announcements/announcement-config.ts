import type { ManagedListConfig } from '../managed/managed-fields';

export const SEND_RELEASED = '1';

export const ANNOUNCEMENT_URLS = {
  release: '/sys/annountCement/doReleaseData',
  // JeecgBoot's spelling of the route.
  revoke: '/sys/annountCement/doReovkeData',
} as const;

export const ANNOUNCEMENT_CODES = { release: 'announcement:release', revoke: 'announcement:revoke' } as const;

export const ANNOUNCEMENTS: ManagedListConfig = {
  title: 'system.announcement.title',
  addTitle: 'system.announcement.addTitle',
  editTitle: 'system.announcement.editTitle',
  urls: {
    list: '/sys/annountCement/list',
    add: '/sys/annountCement/add',
    edit: '/sys/annountCement/edit',
    delete: '/sys/annountCement/delete',
    deleteBatch: '/sys/annountCement/deleteBatch',
    exportXls: '/sys/annountCement/exportXls',
  },
  permissions: {
    add: 'announcement:add',
    edit: 'announcement:edit',
    delete: 'announcement:delete',
    batchDelete: 'announcement:batch_delete',
    export: 'announcement:export',
  },
  exportFileName: 'system.announcement.title',
  nameField: 'titile',
  fields: [
    {
      key: 'titile',
      label: 'system.announcement.titile',
      kind: 'text',
      required: true,
      maxLength: 100,
      column: true,
      searchable: true,
    },
    {
      key: 'msgCategory',
      label: 'system.announcement.msgCategory',
      kind: 'choice',
      initial: '1',
      column: true,
      choices: [
        { value: '1', label: 'system.announcement.notice' },
        { value: '2', label: 'system.announcement.systemMessage' },
      ],
    },
    { key: 'startTime', label: 'system.announcement.startTime', kind: 'datetime' },
    { key: 'endTime', label: 'system.announcement.endTime', kind: 'datetime' },
    {
      key: 'priority',
      label: 'system.announcement.priority',
      kind: 'choice',
      initial: 'L',
      column: true,
      choices: [
        { value: 'L', label: 'system.announcement.low' },
        { value: 'M', label: 'system.announcement.middle' },
        { value: 'H', label: 'system.announcement.high' },
      ],
    },
    {
      key: 'msgType',
      label: 'system.announcement.msgType',
      kind: 'choice',
      initial: 'ALL',
      column: true,
      choices: [
        { value: 'ALL', label: 'system.announcement.toAll' },
        { value: 'USER', label: 'system.announcement.toUsers' },
        { value: 'DEPT', label: 'system.announcement.toDeparts' },
      ],
    },
    {
      key: 'userIds',
      label: 'system.announcement.userIds',
      kind: 'users',
      required: true,
      shownWhen: (values) => values.msgType === 'USER',
    },
    {
      key: 'departIds',
      label: 'system.announcement.departIds',
      kind: 'departs',
      required: true,
      shownWhen: (values) => values.msgType === 'DEPT',
    },
    { key: 'msgAbstract', label: 'system.announcement.msgAbstract', kind: 'textarea', maxLength: 500 },
    { key: 'msgContent', label: 'system.announcement.msgContent', kind: 'richtext', maxLength: 200_000 },
    {
      key: 'sendStatus',
      label: 'system.announcement.sendStatus',
      kind: 'choice',
      listOnly: true,
      column: true,
      choices: [
        { value: '0', label: 'system.announcement.draft' },
        { value: '1', label: 'system.announcement.released' },
        { value: '2', label: 'system.announcement.revoked' },
      ],
    },
    {
      key: 'sendTime',
      label: 'system.announcement.sendTime',
      kind: 'text',
      listOnly: true,
      column: true,
      sortable: true,
    },
  ],
};
