import { englishOfSeeded, localised, type EnglishTwin } from '../i18n';

/** A form's field title in an English message: its English where the title is one the forms declare. */
const fieldTitle = (title: string) => englishOfSeeded('onlineForm', title) ?? title;
/** A dictionary item's text (an order status) in an English message. */
const dictionaryItem = (text: string) => englishOfSeeded('dictionary', text) ?? text;

/** Answers of the farm business resources, the online-form API, import and export. */
const chineseOnline = {
  unknownResource: (code: string) => `表单 ${code} 不存在`,
  notFound: '未找到对应数据',
  idRequired: '缺少参数 id',
  idsRequired: '缺少参数 ids',
  oneIdOnly: '删除只接受一个 id，删除多条请用批量删除',
  addSucceeded: '添加成功！',
  editSucceeded: '编辑成功!',
  deleteSucceeded: '删除成功!',
  batchDeleteSucceeded: '批量删除成功!',
  bodyNotObject: '请求体应为 JSON 对象',
  required: (title: string) => `${title}不能为空`,
  tooLong: (title: string, length: number) => `${title}不能超过${length}个字符`,
  badValue: (title: string) => `${title}格式不正确`,
  notNumber: (title: string) => `${title}需要数字`,
  notInteger: (title: string) => `${title}需要整数`,
  belowMinimum: (title: string, min: number) => `${title}不能小于${min}`,
  aboveMaximum: (title: string, max: number) => `${title}不能大于${max}`,
  badDate: (title: string) => `${title}需要日期（yyyy-MM-dd）`,
  badDateTime: (title: string) => `${title}需要时间（yyyy-MM-dd HH:mm:ss）`,
  notInDictionary: (title: string, value: string) => `${title}的值「${value}」不在字典中`,
  unknownReference: (title: string, value: string) => `${title}「${value}」不存在`,
  ambiguousReference: (title: string, value: string) => `${title}「${value}」对应多条记录，请填写编号`,
  duplicate: (title: string, value: string) => `${title}「${value}」已存在`,
  /** Messages of the named validation patterns; the spec's wording where it gives one. */
  pattern: {
    mobile: '请输入正确手机号',
    idCard: '请输入正确的身份证号码',
    url: '请输入以http和https开头的网址',
    email: '邮箱格式不正确',
    code: '只允许字母、数字、下划线',
    creditCode: '请输入正确的统一社会信用代码',
  },
  fieldError: (title: string, message: string) => `${title}：${message}`,
  /** Where an error of a part row is (one-to-many forms): the part's title and the row's place in the list as sent, from 1. */
  partRow: (title: string, row: number, message: string) => `${title}第${row}行：${message}`,
  partListNotArray: (title: string, key: string) => `${title}（${key}）应为数组`,
  tooManyPartRows: (title: string, limit: number) => `${title}一次最多保存 ${limit} 行`,
  notAPart: (id: string) => `id「${id}」不是本条记录的明细`,
  partRepeated: (id: string) => `id「${id}」在列表中重复`,
  /** A tree form's row moved below itself. */
  treeParentBelowItself: '上级节点不能是当前节点或其下级节点',
  /** A tree row whose children the caller's data rules hide from him cannot be deleted with them. */
  treeChildrenOutsideRules: '该节点下有您无权删除的下级节点，不能删除',
  /** The tree-list calls of a code that is not a tree form. */
  notATree: (code: string) => `表单 ${code} 不是树表单`,
} as const;

const englishOnline: EnglishTwin<typeof chineseOnline> = {
  unknownResource: (code) => `Form ${code} does not exist`,
  notFound: 'No such data',
  idRequired: 'Missing parameter id',
  idsRequired: 'Missing parameter ids',
  oneIdOnly: 'Delete takes one id; delete several with batch delete',
  addSucceeded: 'Added!',
  editSucceeded: 'Saved!',
  deleteSucceeded: 'Deleted!',
  batchDeleteSucceeded: 'Deleted!',
  bodyNotObject: 'The request body must be a JSON object',
  required: (title) => `${fieldTitle(title)} is required`,
  tooLong: (title, length) => `${fieldTitle(title)} must not exceed ${length} characters`,
  badValue: (title) => `${fieldTitle(title)} is not in the right format`,
  notNumber: (title) => `${fieldTitle(title)} must be a number`,
  notInteger: (title) => `${fieldTitle(title)} must be a whole number`,
  belowMinimum: (title, min) => `${fieldTitle(title)} must not be less than ${min}`,
  aboveMaximum: (title, max) => `${fieldTitle(title)} must not be greater than ${max}`,
  badDate: (title) => `${fieldTitle(title)} must be a date (yyyy-MM-dd)`,
  badDateTime: (title) => `${fieldTitle(title)} must be a time (yyyy-MM-dd HH:mm:ss)`,
  notInDictionary: (title, value) => `The value "${value}" of ${fieldTitle(title)} is not in the dictionary`,
  unknownReference: (title, value) => `${fieldTitle(title)} "${value}" does not exist`,
  ambiguousReference: (title, value) =>
    `${fieldTitle(title)} "${value}" matches several records, please give its number`,
  duplicate: (title, value) => `${fieldTitle(title)} "${value}" already exists`,
  pattern: {
    mobile: 'Please enter a valid mobile number',
    idCard: 'Please enter a valid ID card number',
    url: 'Please enter an address starting with http or https',
    email: 'The email is not in the right format',
    code: 'Letters, digits and underscores only',
    creditCode: 'Please enter a valid unified social credit code',
  },
  fieldError: (title, message) => `${fieldTitle(title)}: ${message}`,
  partRow: (title, row, message) => `${fieldTitle(title)} row ${row}: ${message}`,
  partListNotArray: (title, key) => `${fieldTitle(title)} (${key}) must be an array`,
  tooManyPartRows: (title, limit) => `${fieldTitle(title)}: at most ${limit} rows at a time`,
  notAPart: (id) => `id "${id}" is not a detail of this record`,
  partRepeated: (id) => `id "${id}" appears more than once in the list`,
  treeParentBelowItself: 'The parent cannot be the node itself or one below it',
  treeChildrenOutsideRules: 'This node has children you may not delete, so it cannot be deleted',
  notATree: (code) => `Form ${code} is not a tree form`,
};

export const onlineMessages = localised(chineseOnline, englishOnline);

/** Answers of the order state flow. */
const chineseOrder = {
  refusedTransition: (from: string, to: string) => `订单状态不能从「${from}」变为「${to}」`,
  newOrderMustBeBooked: '新订单的状态只能是「待接单」',
  dispatchNeedsDriver: '派单前请先指定机手',
  unknownAction: (action: string) => `不支持的订单操作 ${action}`,
  transitionSucceeded: (status: string) => `订单已变为「${status}」`,
} as const;

const englishOrder: EnglishTwin<typeof chineseOrder> = {
  refusedTransition: (from, to) => `An order cannot go from "${dictionaryItem(from)}" to "${dictionaryItem(to)}"`,
  newOrderMustBeBooked: `A new order can only be "${dictionaryItem('待接单')}"`,
  dispatchNeedsDriver: 'Please choose a driver before dispatching',
  unknownAction: (action) => `Unsupported order action ${action}`,
  transitionSucceeded: (status) => `The order is now "${dictionaryItem(status)}"`,
};

export const orderMessages = localised(chineseOrder, englishOrder);

/** Answers of spreadsheet import and export (JeecgBoot's wording where it has one). */
const chineseExcel = {
  importedAll: (count: number) => `共${count}行数据全部导入成功！`,
  importedWithErrors: '文件导入成功，但有错误。',
  importSummary: (total: number, success: number, errors: number) =>
    `总上传行数：${total}，已导入行数：${success}，错误行数：${errors}`,
  importFailed: (reason: string) => `文件导入失败：${reason}`,
  noFile: '请选择要导入的文件',
  notMultipart: '请以 multipart/form-data 上传文件（字段 files[]）',
  tooManyFiles: (count: number) => `一次最多导入 ${count} 个文件`,
  fileTooLarge: (megabytes: number) => `文件过大，不能超过 ${megabytes} MB`,
  notWorkbook: '文件不是有效的 Excel 工作簿（.xlsx 或 .xls）',
  encrypted: '文件已加密，请去除密码后再导入',
  tooLargeUnpacked: (megabytes: number) => `文件解压后超过 ${megabytes} MB，疑似压缩炸弹，已拒绝`,
  tooManyEntries: '工作簿内部文件过多，已拒绝',
  tooManyRows: (rows: number) => `数据行数超过上限 ${rows} 行，请分批导入`,
  noRows: '文件中没有数据行',
  noKnownColumns: '表头中没有可识别的列，请使用导出的文件作为模板',
  forbiddenHeader: (header: string) => `表头「${header}」不允许`,
  duplicateHeader: (header: string) => `表头「${header}」重复`,
  badForeignKeys: 'foreignKeys 应为字段到值的 JSON 对象',
  errorSheet: '错误数据',
  rowColumn: '行号',
  fileColumn: '文件',
  reasonColumn: '错误原因',
  exportTooLarge: (rows: number) => `导出数据超过 ${rows} 行，请缩小查询范围后再导出`,
  badParamsStr: 'paramsStr 应为查询参数的 JSON 对象',
} as const;

const englishExcel: EnglishTwin<typeof chineseExcel> = {
  importedAll: (count) => `All ${count} rows imported!`,
  importedWithErrors: 'File imported, with errors.',
  importSummary: (total, success, errors) => `Rows uploaded: ${total}, imported: ${success}, with errors: ${errors}`,
  importFailed: (reason) => `File import failed: ${reason}`,
  noFile: 'Please choose a file to import',
  notMultipart: 'Please upload the file as multipart/form-data (field files[])',
  tooManyFiles: (count) => `At most ${count} files at a time`,
  fileTooLarge: (megabytes) => `The file is too large: at most ${megabytes} MB`,
  notWorkbook: 'The file is not a valid Excel workbook (.xlsx or .xls)',
  encrypted: 'The file is encrypted, please remove its password before importing',
  tooLargeUnpacked: (megabytes) => `The file unpacks to more than ${megabytes} MB, likely a zip bomb: refused`,
  tooManyEntries: 'The workbook holds too many inner files: refused',
  tooManyRows: (rows) => `More than ${rows} data rows, please import in batches`,
  noRows: 'The file has no data rows',
  noKnownColumns: 'The header has no known columns, please use an exported file as the template',
  forbiddenHeader: (header) => `Header "${header}" is not allowed`,
  duplicateHeader: (header) => `Header "${header}" appears twice`,
  badForeignKeys: 'foreignKeys must be a JSON object of fields to values',
  errorSheet: 'Errors',
  rowColumn: 'Row',
  fileColumn: 'File',
  reasonColumn: 'Reason',
  exportTooLarge: (rows) => `The export exceeds ${rows} rows, please narrow the query first`,
  badParamsStr: 'paramsStr must be a JSON object of query parameters',
};

export const excelMessages = localised(chineseExcel, englishExcel);

/** Answers of the online reports. */
const chineseReport = {
  /** JeecgBoot's wording for an unknown report. */
  unknownReport: '实体不存在',
  badParam: (name: string) => `报表参数 ${name} 不合法`,
} as const;

const englishReport: EnglishTwin<typeof chineseReport> = {
  unknownReport: 'No such report',
  badParam: (name) => `Report parameter ${name} is invalid`,
};

export const reportMessages = localised(chineseReport, englishReport);
