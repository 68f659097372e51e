import { localised, type EnglishTwin } from '../i18n';

/** Answers about list-query parameters (sorting, filters, advanced query). */
const chinese = {
  unknownSortColumn: (column: string) => `不支持按字段 ${column} 排序`,
  unknownFilterField: (field: string) => `不支持按字段 ${field} 查询`,
  /** `field`, the fields a list is asked to return (JeecgBoot's user picker sends it). */
  unknownReturnField: (field: string) => `不支持返回字段 ${field}`,
  badOrder: '排序方向只能是 asc 或 desc',
  badNumber: (field: string) => `查询字段 ${field} 需要数字`,
  badDate: (field: string) => `查询字段 ${field} 需要日期（yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss）`,
  badPaging: '分页参数 pageNo、pageSize 需要正整数',
  badSuperQuery: '高级查询条件格式不正确',
  badSuperQueryRule: (rule: string) => `不支持的查询规则 ${rule}`,
  badMatchType: '高级查询匹配方式只能是 and 或 or',
} as const;

const english: EnglishTwin<typeof chinese> = {
  unknownSortColumn: (column) => `Sorting by field ${column} is not supported`,
  unknownFilterField: (field) => `Querying by field ${field} is not supported`,
  unknownReturnField: (field) => `Returning field ${field} is not supported`,
  badOrder: 'The sort order must be asc or desc',
  badNumber: (field) => `Query field ${field} needs a number`,
  badDate: (field) => `Query field ${field} needs a date (yyyy-MM-dd or yyyy-MM-dd HH:mm:ss)`,
  badPaging: 'Paging parameters pageNo and pageSize need positive whole numbers',
  badSuperQuery: 'The advanced query is malformed',
  badSuperQueryRule: (rule) => `Unsupported query rule ${rule}`,
  badMatchType: 'The advanced query match type must be and or or',
};

export const queryMessages = localised(chinese, english);
