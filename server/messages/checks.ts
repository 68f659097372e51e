import { localised, type EnglishTwin } from '../i18n';

/** Answers of the duplicate check, the check rules and the fill rules. */
const chinese = {
  /** JeecgBoot answers an empty value with success and code 500: the form has nothing to check. */
  emptyValue: '数据为空,不作处理！',
  valueAvailable: '该值可用！',
  valueTaken: '该值不可用，系统中已存在！',
  unknownTable: (table: string) => `表 ${table} 不允许校验`,
  unknownField: (field: string) => `字段 ${field} 不允许校验`,

  ruleCodeUnknown: '该编码不存在',
  ruleCodeTaken: (code: string) => `规则编码 ${code} 已存在`,
  ruleJsonNotArray: '规则JSON须为数组，每项含 digits、pattern、message',
  ruleJsonTooLong: (limit: number) => `规则最多 ${limit} 条`,
  ruleDigits: (index: number) => `第 ${index} 条规则的位数须为 * 或正整数`,
  rulePattern: (index: number) => `第 ${index} 条规则的正则表达式无效`,
  ruleMessage: (index: number) => `第 ${index} 条规则缺少提示文本`,
  /** A pattern that ran too long is a failed check, never a hung server. */
  patternTimedOut: '校验规则执行超时，请检查规则的正则表达式',

  fillRuleClassUnknown: (ruleClass: string) => `不支持的填值规则实现类 ${ruleClass}`,
  fillRuleParams: '规则参数须为 JSON 对象',
  fillRuleUnknown: (code: string) => `填值规则 ${code} 不存在`,
  fillParentNotFound: '父级节点不存在',

  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功！',
  notFound: '未找到对应实体',
  idsRequired: '参数不识别！',
} as const;

const english: EnglishTwin<typeof chinese> = {
  emptyValue: 'Empty value, nothing to check!',
  valueAvailable: 'This value is available!',
  valueTaken: 'This value is not available: it already exists!',
  unknownTable: (table) => `Table ${table} cannot be checked`,
  unknownField: (field) => `Field ${field} cannot be checked`,

  ruleCodeUnknown: 'This code does not exist',
  ruleCodeTaken: (code) => `Rule code ${code} already exists`,
  ruleJsonNotArray: 'The rule JSON must be an array, each item with digits, pattern and message',
  ruleJsonTooLong: (limit) => `At most ${limit} rules`,
  ruleDigits: (index) => `The digits of rule ${index} must be * or a positive whole number`,
  rulePattern: (index) => `The regular expression of rule ${index} is invalid`,
  ruleMessage: (index) => `Rule ${index} has no message`,
  patternTimedOut: 'The check rule took too long, please check its regular expression',

  fillRuleClassUnknown: (ruleClass) => `Unsupported fill rule class ${ruleClass}`,
  fillRuleParams: 'The rule parameters must be a JSON object',
  fillRuleUnknown: (code) => `Fill rule ${code} does not exist`,
  fillParentNotFound: 'The parent node does not exist',

  added: 'Added!',
  edited: 'Saved!',
  deleted: 'Deleted!',
  batchDeleted: 'Deleted!',
  notFound: 'No such record',
  idsRequired: 'Parameters not recognised!',
};

export const checkMessages = localised(chinese, english);
