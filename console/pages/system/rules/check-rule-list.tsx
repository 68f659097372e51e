import type { ReactElement } from 'react';
import type { ManagedListConfig } from '../managed/managed-fields';
import { ManagedListPage } from '../managed/managed-list-page';
import { RULE_CODE_FIELD, RULE_NAME_FIELD } from './rule-fields';

/** The server checks the JSON when a rule is saved and answers its own message for a broken one. */
const CHECK_RULES: ManagedListConfig = {
  title: 'rules.check.title',
  addTitle: 'rules.check.addTitle',
  editTitle: 'rules.check.editTitle',
  urls: {
    list: '/sys/checkRule/list',
    add: '/sys/checkRule/add',
    edit: '/sys/checkRule/edit',
    delete: '/sys/checkRule/delete',
    deleteBatch: '/sys/checkRule/deleteBatch',
  },
  permissions: {
    add: 'check_rule:add',
    edit: 'check_rule:edit',
    delete: 'check_rule:delete',
    batchDelete: 'check_rule:batch_delete',
  },
  nameField: 'ruleName',
  fields: [
    RULE_NAME_FIELD,
    RULE_CODE_FIELD,
    { key: 'ruleDescription', label: 'rules.check.description', kind: 'text', maxLength: 200, column: true },
    { key: 'ruleJson', label: 'rules.check.json', kind: 'textarea', required: true, maxLength: 20_000 },
  ],
};

/** 编码校验规则 (menu component `system/SysCheckRuleList`): the rules `/sys/checkRule/checkByCode` applies. */
export function CheckRuleList(): ReactElement {
  return <ManagedListPage config={CHECK_RULES} />;
}
