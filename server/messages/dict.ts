/** Answers of the dictionary routes. */
export const dictMessages = {
  /** The spec's own wording for an empty dictionary code. */
  dictCodeEmpty: '字典Code不能为空!',
  unknownTable: (table: string) => `字典表 ${table} 不允许查询`,
  unknownField: (field: string) => `字典字段 ${field} 不允许查询`,
  badTableDict: '表字典格式应为 表名,显示字段,值字段[,过滤条件]',
  badFilter: '字典过滤条件只支持 字段=值 并以 and 连接',
  cacheRefreshed: '刷新缓存完成！',
} as const;
