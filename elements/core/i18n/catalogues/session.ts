import { defineCatalogue } from '../catalogue';

export const sessionMessages = defineCatalogue({
  'zh-CN': {
    'session.logoutConfirm': '真的要注销登录吗 ?',
  },
  en: {
    'session.logoutConfirm': 'Do you really want to log out?',
  },
});
