import { localised, type EnglishTwin } from '../i18n';

/** Answers of the dictionary routes. */
const chinese = {
  /** The spec's own wording for an empty dictionary code. */
  dictCodeEmpty: '字典Code不能为空!',
  unknownTable: (table: string) => `字典表 ${table} 不允许查询`,
  unknownField: (field: string) => `字典字段 ${field} 不允许查询`,
  badTableDict: '表字典格式应为 表名,显示字段,值字段[,过滤条件]',
  badFilter: '字典过滤条件只支持 字段=值 并以 and 连接',
  cacheRefreshed: '刷新缓存完成！',

  /** The spec's wording (JTreeSelect's own check) for a condition that is not a JSON object. */
  conditionNotJson: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
  conditionValue: (field: string) => `树查询条件 ${field} 的值只能是字符串、数字、布尔值或 null`,
  conditionTooLarge: (limit: number) => `树查询条件最多 ${limit} 个字段`,
  badTreeParams: '树字典参数 tableName、text、code、pidField 不能为空',
  keysRequired: '参数 key 不能为空',

  saved: '保存成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  restored: '操作成功!',
  notFound: '未找到对应实体',
  idsRequired: '参数不识别！',
  dictCodeTaken: (code: string) => `字典编码 ${code} 已存在`,
  dictCodeInRecycleBin: (code: string) => `字典编码 ${code} 已在回收站中，请先还原或彻底删除`,
  dictNotFound: '所属字典不存在',
  itemValueAvailable: '该值可用！',
  itemValueTaken: '该值不可用，系统中已存在！',
} as const;

const english: EnglishTwin<typeof chinese> = {
  dictCodeEmpty: 'The dictionary code must not be empty!',
  unknownTable: (table) => `Dictionary table ${table} cannot be queried`,
  unknownField: (field) => `Dictionary field ${field} cannot be queried`,
  badTableDict: 'A table dictionary is table,textField,valueField[,filter]',
  badFilter: 'A dictionary filter is field=value joined by and only',
  cacheRefreshed: 'Cache refreshed!',

  conditionNotJson: 'JTreeSelect condition is wrong: it must be a JSON string!',
  conditionValue: (field) => `The tree condition ${field} must be a string, number, boolean or null`,
  conditionTooLarge: (limit) => `A tree condition has at most ${limit} fields`,
  badTreeParams: 'The tree dictionary parameters tableName, text, code and pidField must not be empty',
  keysRequired: 'Parameter key must not be empty',

  saved: 'Saved!',
  edited: 'Saved!',
  deleted: 'Deleted!',
  restored: 'Done!',
  notFound: 'No such record',
  idsRequired: 'Parameters not recognised!',
  dictCodeTaken: (code) => `Dictionary code ${code} already exists`,
  dictCodeInRecycleBin: (code) => `Dictionary code ${code} is in the recycle bin: restore or delete it for good first`,
  dictNotFound: 'The dictionary does not exist',
  itemValueAvailable: 'This value is available!',
  itemValueTaken: 'This value is not available: it already exists!',
};

export const dictMessages = localised(chinese, english);
