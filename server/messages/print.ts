import { localised, type EnglishTwin } from '../i18n';

/** Answers of report printing: the print ticket and the printable page it opens. */
const chinese = {
  printButton: '打印',
  /** Under the report's title: who printed it, when, and how many rows. */
  printedBy: (realname: string, time: string, count: number) => `打印人：${realname}　打印时间：${time}　共${count}条`,
  pageTitle: '打印',
  tooManyTickets: '打印请求过多，请稍后再试',
  missingTicket: '缺少打印凭证（参数 id 和 ticket），请在报表页面点击“打印”',
  unknownTicket: '打印凭证无效或已被使用，请在报表页面重新点击“打印”',
  expiredTicket: '打印凭证已过期，请在报表页面重新点击“打印”',
  foreignTicket: '打印凭证与要打印的报表不符，请在报表页面重新点击“打印”',
  noLongerAllowed: '没有权限打印该报表，请联系管理员授权',
  tooManyRows: (limit: number) => `要打印的数据超过 ${limit} 条，请先缩小查询范围`,
} as const;

const english: EnglishTwin<typeof chinese> = {
  printButton: 'Print',
  printedBy: (realname, time, count) => `Printed by ${realname} at ${time}, ${count} rows`,
  pageTitle: 'Print',
  tooManyTickets: 'Too many print requests, please try again later',
  missingTicket: 'The print ticket is missing (parameters id and ticket); click "Print" on the report page',
  unknownTicket: 'The print ticket is invalid or has already been used; click "Print" on the report page again',
  expiredTicket: 'The print ticket has expired; click "Print" on the report page again',
  foreignTicket: 'The print ticket is for another report; click "Print" on the report page again',
  noLongerAllowed: 'No permission to print this report, please ask an administrator to grant it',
  tooManyRows: (limit) => `More than ${limit} rows to print; narrow the query first`,
};

export const printMessages = localised(chinese, english);
