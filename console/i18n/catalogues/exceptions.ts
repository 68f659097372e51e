import { defineCatalogue } from '../../../elements/core/i18n';

// The 403/404/500 exception pages and the result pages.
export const exceptionMessages = defineCatalogue({
  'zh-CN': {
    'consoleExtra.backHome': '返回首页',
    'consoleExtra.exception.403': '抱歉，你无权访问该页面',
    'consoleExtra.exception.404': '抱歉，你访问的页面不存在或仍在开发中',
    'consoleExtra.exception.500': '抱歉，服务器出错了',
    'consoleExtra.result.successTitle': '提交成功',
    'consoleExtra.result.successDescription': '您提交的内容已处理完成。',
    'consoleExtra.result.errorTitle': '提交失败',
    'consoleExtra.result.errorDescription': '请核对并修改以下信息后，再重新提交。',
    'consoleExtra.result.errorListTitle': '您提交的内容有如下错误：',
    'consoleExtra.result.backToEdit': '返回修改',
    'consoleExtra.result.steps': '处理进度',
  },
  en: {
    'consoleExtra.backHome': 'Back to home',
    'consoleExtra.exception.403': 'Sorry, you are not allowed to see this page',
    'consoleExtra.exception.404': 'Sorry, this page does not exist or is still being built',
    'consoleExtra.exception.500': 'Sorry, the server ran into an error',
    'consoleExtra.result.successTitle': 'Submitted',
    'consoleExtra.result.successDescription': 'What you submitted has been processed.',
    'consoleExtra.result.errorTitle': 'Submission failed',
    'consoleExtra.result.errorDescription': 'Please check and correct the information below, then submit again.',
    'consoleExtra.result.errorListTitle': 'What you submitted has these errors:',
    'consoleExtra.result.backToEdit': 'Back to editing',
    'consoleExtra.result.steps': 'Progress',
  },
});
