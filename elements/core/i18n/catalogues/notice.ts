import { defineCatalogue } from '../catalogue';
import { registerCatalogue } from '../translate';

// The notice bell and the announcement detail (shell spec sections 2, 3, 4, 7).
export const noticeMessages = defineCatalogue({
  'zh-CN': {
    'notice.bell': '消息通知',
    'notice.unread': '{count} 条未读',
    'notice.tab.notices': '通知({count})',
    'notice.tab.system': '系统消息({count})',
    'notice.tabs': '消息类别',
    'notice.empty': '暂无消息',
    'notice.viewMore': '查看更多',
    'notice.publishTime': '发布时间：{time}',
    'notice.priority.general': '一般',
    'notice.priority.important': '重要',
    'notice.priority.urgent': '紧急',
    'notice.detail.title': '通知消息',
    'notice.detail.sender': '发布人：{name}',
    'notice.detail.sendTime': '发布时间：{time}',
    'notice.detail.close': '关闭',
    'notice.detail.goHandle': '去处理',
  },
  en: {
    'notice.bell': 'Notifications',
    'notice.unread': '{count} unread',
    'notice.tab.notices': 'Notices ({count})',
    'notice.tab.system': 'System messages ({count})',
    'notice.tabs': 'Message kinds',
    'notice.empty': 'No messages',
    'notice.viewMore': 'View more',
    'notice.publishTime': 'Published: {time}',
    'notice.priority.general': 'General',
    'notice.priority.important': 'Important',
    'notice.priority.urgent': 'Urgent',
    'notice.detail.title': 'Notification message',
    'notice.detail.sender': 'Sender: {name}',
    'notice.detail.sendTime': 'Sent: {time}',
    'notice.detail.close': 'Close',
    'notice.detail.goHandle': 'Go handle',
  },
});

// Registered as this module loads: importing it is what puts these texts in a widget's bundle.
registerCatalogue(noticeMessages);
