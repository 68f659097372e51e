import { defineCatalogue } from '../../../elements/core/i18n';

// Online users: who is signed in now, and forcing one out.
export const onlineUserMessages = defineCatalogue({
  'zh-CN': {
    'system.online.title': '在线用户',
    'system.online.username': '用户账号',
    'system.online.realname': '用户姓名',
    'system.online.ip': '登录IP',
    'system.online.loginTime': '登录时间',
    'system.online.expireTime': '过期时间',
    'system.online.force': '强退',
    'system.online.rowActions': '{name} 的操作',
    'system.online.confirmTitle': '强制退出',
    'system.online.confirmForce': '确定要强制退出用户“{name}”吗?',
  },
  en: {
    'system.online.title': 'Online users',
    'system.online.username': 'Username',
    'system.online.realname': 'Name',
    'system.online.ip': 'Login IP',
    'system.online.loginTime': 'Logged in',
    'system.online.expireTime': 'Expires',
    'system.online.force': 'Log out',
    'system.online.rowActions': 'Actions of {name}',
    'system.online.confirmTitle': 'Force logout',
    'system.online.confirmForce': 'End the session of “{name}”?',
  },
});
