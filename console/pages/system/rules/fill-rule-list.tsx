import type { ReactElement } from 'react';
import type { ManagedListConfig } from '../managed/managed-fields';
import { ManagedListPage } from '../managed/managed-list-page';
import { RULE_CODE_FIELD, RULE_NAME_FIELD } from './rule-fields';

const FILL_RULES: ManagedListConfig = {
  title: 'rules.fill.title',
  addTitle: 'rules.fill.addTitle',
  editTitle: 'rules.fill.editTitle',
  urls: {
    list: '/sys/fillRule/list',
    add: '/sys/fillRule/add',
    edit: '/sys/fillRule/edit',
    delete: '/sys/fillRule/delete',
    deleteBatch: '/sys/fillRule/deleteBatch',
  },
  permissions: {
    add: 'fill_rule:add',
    edit: 'fill_rule:edit',
    delete: 'fill_rule:delete',
    batchDelete: 'fill_rule:batch_delete',
  },
  nameField: 'ruleName',
  fields: [
    RULE_NAME_FIELD,
    RULE_CODE_FIELD,
    { key: 'ruleClass', label: 'rules.fill.class', kind: 'text', required: true, maxLength: 100, column: true },
    { key: 'ruleParams', label: 'rules.fill.params', kind: 'textarea', maxLength: 500, column: true },
  ],
};

/** 填值规则 (menu component `system/SysFillRuleList`): the generators `/sys/fillRule/executeRuleByCode` runs. */
export function FillRuleList(): ReactElement {
  return <ManagedListPage config={FILL_RULES} />;
}
