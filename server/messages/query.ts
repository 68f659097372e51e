/** Answers about list-query parameters (sorting, filters, advanced query). */
export const queryMessages = {
  unknownSortColumn: (column: string) => `不支持按字段 ${column} 排序`,
  unknownFilterField: (field: string) => `不支持按字段 ${field} 查询`,
  badOrder: '排序方向只能是 asc 或 desc',
  badNumber: (field: string) => `查询字段 ${field} 需要数字`,
  badDate: (field: string) => `查询字段 ${field} 需要日期（yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss）`,
  badPaging: '分页参数 pageNo、pageSize 需要正整数',
  badSuperQuery: '高级查询条件格式不正确',
  badSuperQueryRule: (rule: string) => `不支持的查询规则 ${rule}`,
  badMatchType: '高级查询匹配方式只能是 and 或 or',
} as const;
