import { defineCatalogue } from '../../../elements/core/i18n';

// The one list page and form that serve the simpler system records (their columns, checks and row actions).
export const managedListMessages = defineCatalogue({
  'zh-CN': {
    'system.managed.required': '请输入{label}!',
    'system.managed.tooLong': '{label}最多{max}个字符',
    'system.managed.integer': '{label}须为正整数',
    'system.managed.date': '{label}须为日期（YYYY-MM-DD）',
    'system.managed.codeRule': '编码只能由字母、数字、下划线和减号组成，最多100个字符',
    'system.managed.edit': '编辑',
    'system.managed.delete': '删除',
    'system.managed.rowActions': '{name} 的操作',
    'system.managed.createTime': '创建时间',
    'system.managed.datetime': '{label}须为日期时间（YYYY-MM-DD HH:mm:ss）',
  },
  en: {
    'system.managed.required': 'Please enter {label}!',
    'system.managed.tooLong': '{label} has at most {max} characters',
    'system.managed.integer': '{label} must be a positive whole number',
    'system.managed.date': '{label} must be a date (YYYY-MM-DD)',
    'system.managed.codeRule': 'A code holds only letters, digits, underscores and hyphens, at most 100',
    'system.managed.edit': 'Edit',
    'system.managed.delete': 'Delete',
    'system.managed.rowActions': 'Actions of {name}',
    'system.managed.createTime': 'Created',
    'system.managed.datetime': '{label} must be a date and time (YYYY-MM-DD HH:mm:ss)',
  },
});
