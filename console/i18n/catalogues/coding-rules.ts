import { defineCatalogue } from '../../../elements/core/i18n';

// The fill rules and check rules (coding rules) pages.
export const codingRuleMessages = defineCatalogue({
  'zh-CN': {
    'rules.name': '规则名称',
    'rules.code': '规则Code',
    'rules.codePattern': '规则Code只能由字母、数字和下划线组成',
    'rules.check.title': '编码校验规则',
    'rules.check.addTitle': '新增编码校验规则',
    'rules.check.editTitle': '编辑编码校验规则',
    'rules.check.json': '规则JSON',
    'rules.check.description': '规则描述',
    'rules.fill.title': '填值规则',
    'rules.fill.addTitle': '新增填值规则',
    'rules.fill.editTitle': '编辑填值规则',
    'rules.fill.class': '规则实现类',
    'rules.fill.params': '规则参数',
  },
  en: {
    'rules.name': 'Rule name',
    'rules.code': 'Rule code',
    'rules.codePattern': 'A rule code holds only letters, digits and underscores',
    'rules.check.title': 'Code check rules',
    'rules.check.addTitle': 'Add code check rule',
    'rules.check.editTitle': 'Edit code check rule',
    'rules.check.json': 'Rule JSON',
    'rules.check.description': 'Description',
    'rules.fill.title': 'Fill rules',
    'rules.fill.addTitle': 'Add fill rule',
    'rules.fill.editTitle': 'Edit fill rule',
    'rules.fill.class': 'Implementation class',
    'rules.fill.params': 'Rule parameters',
  },
});
