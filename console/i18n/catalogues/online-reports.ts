import { defineCatalogue } from '../../../elements/core/i18n';

// Online forms and reports opened from a menu entry.
export const onlineReportMessages = defineCatalogue({
  'zh-CN': {
    'console.online.codeMissing': '（菜单地址中没有编码）',
    'console.onlineReport.loading': '加载中...',
    'console.onlineReport.loadFailed': '无法读取报表“{code}”的配置',
    'console.onlineReport.dataFailed': '报表数据读取失败：{message}',
    'console.onlineReport.retry': '重试',
    'console.onlineReport.rangeFrom': '{title}开始',
    'console.onlineReport.rangeTo': '{title}结束',
    'console.onlineReport.any': '请选择',
    'console.onlineReport.print': '打印',
    'console.onlineReport.printFailed': '打印失败：{message}',
  },
  en: {
    'console.online.codeMissing': '(no code in the menu address)',
    'console.onlineReport.loading': 'Loading...',
    'console.onlineReport.loadFailed': 'The configuration of report "{code}" could not be read',
    'console.onlineReport.dataFailed': 'The report rows could not be read: {message}',
    'console.onlineReport.retry': 'Retry',
    'console.onlineReport.rangeFrom': '{title} from',
    'console.onlineReport.rangeTo': '{title} to',
    'console.onlineReport.any': 'Any',
    'console.onlineReport.print': 'Print',
    'console.onlineReport.printFailed': 'Printing failed: {message}',
  },
});
