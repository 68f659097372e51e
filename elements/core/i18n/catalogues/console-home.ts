import { defineCatalogue } from '../catalogue';

// The console's home landing (what each role may see), the figures a role may not read, the
// 403 page's wording for routes outside the user's menu, the check-rule and fill-rule pages and
// the enterprise-chat OAuth2 sign-in.
export const consoleHomeMessages = defineCatalogue({
  'zh-CN': {
    'home.greeting': '{greeting}，{name}，欢迎使用农机服务管理平台',
    'home.entries': '我的功能',
    'home.entriesEmpty': '您的角色还没有可用的功能，请联系管理员授权',
    'home.announcements': '我的消息',
    'home.announcementsEmpty': '暂无未读消息',
    'home.moreAnnouncements': '查看更多',
    'home.announcementsFailed': '消息加载失败：{message}',
    'dashboard.notForRole': '您的角色没有可查看的统计数据',
    'dashboard.monitor.adminOnly': '服务器监控仅对系统管理员开放',

    'rules.name': '规则名称',
    'rules.code': '规则Code',
    'rules.codePattern': '规则Code只能由字母、数字和下划线组成',
    'rules.check.title': '编码校验规则',
    'rules.check.addTitle': '新增编码校验规则',
    'rules.check.editTitle': '编辑编码校验规则',
    'rules.check.json': '规则JSON',
    'rules.check.description': '规则描述',
    'rules.fill.title': '填值规则',
    'rules.fill.addTitle': '新增填值规则',
    'rules.fill.editTitle': '编辑填值规则',
    'rules.fill.class': '规则实现类',
    'rules.fill.params': '规则参数',
  },
  en: {
    'home.greeting': '{greeting}, {name}. Welcome to the farm machine service platform',
    'home.entries': 'My pages',
    'home.entriesEmpty': 'Your role has no pages yet; ask an administrator to grant some',
    'home.announcements': 'My messages',
    'home.announcementsEmpty': 'No unread messages',
    'home.moreAnnouncements': 'View more',
    'home.announcementsFailed': 'Could not load the messages: {message}',
    'dashboard.notForRole': 'Your role has no figures to view',
    'dashboard.monitor.adminOnly': 'Server monitoring is open to system administrators only',

    'rules.name': 'Rule name',
    'rules.code': 'Rule code',
    'rules.codePattern': 'A rule code holds only letters, digits and underscores',
    'rules.check.title': 'Code check rules',
    'rules.check.addTitle': 'Add code check rule',
    'rules.check.editTitle': 'Edit code check rule',
    'rules.check.json': 'Rule JSON',
    'rules.check.description': 'Description',
    'rules.fill.title': 'Fill rules',
    'rules.fill.addTitle': 'Add fill rule',
    'rules.fill.editTitle': 'Edit fill rule',
    'rules.fill.class': 'Implementation class',
    'rules.fill.params': 'Rule parameters',
  },
});
