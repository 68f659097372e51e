import { localised, type EnglishTwin } from '../i18n';

/** Answers of the category (分类字典) routes, in JeecgBoot's words where it has them. */
const chinese = {
  added: '添加成功！',
  edited: '修改成功!',
  deleted: '删除成功!',
  notFound: '未找到对应实体',
  idsRequired: '参数不识别！',
  noMatch: '查询无果',
  manyMatches: (field: string, value: string) => `查询数据异常,[${field}]存在多个值:${value}`,
  badField: '字段无效，请检查!',
  unknownCode: (code: string) => `该编码【${code}】不存在，请核实!`,
  treeParamsMissing: '加载分类字典树参数有误.[null]!',
  treeCodeUnknown: '加载分类字典树参数有误.[code]!',
  idsEmpty: 'ids 不能为空',
  noData: '无数据,参数有误.[code]',
  codeEmpty: '错误,类型编码为空!',
  codeMustStartWith: (parentCode: string) => `编码不符合规范,须以"${parentCode}"开头!`,
  codeTaken: (code: string) => `分类编码 ${code} 已存在`,
  parentNotFound: '父级节点不存在',
  parentInsideItself: '不能把节点移到它自己或它的下级之下',
  codesExhausted: (parentCode: string) => `“${parentCode || '根'}”下的编码已用尽（最多到 Z99）`,
} as const;

const english: EnglishTwin<typeof chinese> = {
  added: 'Added!',
  edited: 'Changed!',
  deleted: 'Deleted!',
  notFound: 'No such record',
  idsRequired: 'Parameters not recognised!',
  noMatch: 'Nothing found',
  manyMatches: (field, value) => `Query data error: [${field}] has several values: ${value}`,
  badField: 'Invalid field, please check!',
  unknownCode: (code) => `Code [${code}] does not exist, please check!`,
  treeParamsMissing: 'Wrong parameters for the category tree: [null]!',
  treeCodeUnknown: 'Wrong parameters for the category tree: [code]!',
  idsEmpty: 'ids must not be empty',
  noData: 'No data: wrong parameter [code]',
  codeEmpty: 'Error: the type code is empty!',
  codeMustStartWith: (parentCode) => `The code must start with "${parentCode}"!`,
  codeTaken: (code) => `Category code ${code} already exists`,
  parentNotFound: 'The parent node does not exist',
  parentInsideItself: 'A node cannot move below itself or one of its descendants',
  codesExhausted: (parentCode) => `The codes below "${parentCode || 'the root'}" are used up (up to Z99)`,
};

export const categoryMessages = localised(chinese, english);
