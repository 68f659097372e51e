import { defineCatalogue } from '../catalogue';

// The system pages' later additions: a role's users, import and export, date pickers.
export const systemMoreMessages = defineCatalogue({
  'zh-CN': {
    'system.roleUser.action': '用户',
    'system.roleUser.title': '角色用户：{name}',
    'system.roleUser.addExisting': '添加已有用户',
    'system.roleUser.unlink': '取消关联',
    'system.roleUser.rowActions': '{name} 的操作',
    'system.managed.datetime': '{label}须为日期时间（YYYY-MM-DD HH:mm:ss）',
    'system.announcement.startTime': '开始时间',
    'system.announcement.endTime': '结束时间',
  },
  en: {
    'system.roleUser.action': 'Users',
    'system.roleUser.title': 'Users of {name}',
    'system.roleUser.addExisting': 'Add existing users',
    'system.roleUser.unlink': 'Remove from role',
    'system.roleUser.rowActions': 'Actions of {name}',
    'system.managed.datetime': '{label} must be a date and time (YYYY-MM-DD HH:mm:ss)',
    'system.announcement.startTime': 'Start time',
    'system.announcement.endTime': 'End time',
  },
});
