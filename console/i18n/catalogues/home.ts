import { defineCatalogue } from '../../../elements/core/i18n';

// The home page: greeting, entries and latest announcements.
export const homeMessages = defineCatalogue({
  'zh-CN': {
    'home.greeting': '{greeting}，{name}，欢迎使用农机服务管理平台',
    'home.entries': '我的功能',
    'home.entriesEmpty': '您的角色还没有可用的功能，请联系管理员授权',
    'home.announcements': '我的消息',
    'home.announcementsEmpty': '暂无未读消息',
    'home.moreAnnouncements': '查看更多',
    'home.announcementsFailed': '消息加载失败：{message}',
  },
  en: {
    'home.greeting': '{greeting}, {name}. Welcome to the farm machine service platform',
    'home.entries': 'My pages',
    'home.entriesEmpty': 'Your role has no pages yet; ask an administrator to grant some',
    'home.announcements': 'My messages',
    'home.announcementsEmpty': 'No unread messages',
    'home.moreAnnouncements': 'View more',
    'home.announcementsFailed': 'Could not load the messages: {message}',
  },
});
