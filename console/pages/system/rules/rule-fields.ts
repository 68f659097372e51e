import type { ManagedField } from '../managed/managed-fields';

export const RULE_NAME_FIELD: ManagedField = {
  key: 'ruleName',
  label: 'rules.name',
  kind: 'text',
  required: true,
  maxLength: 100,
  column: true,
  searchable: true,
};

/** Clients look rules up by code in URLs, so the server takes letters, digits and underscore only. */
export const RULE_CODE_FIELD: ManagedField = {
  key: 'ruleCode',
  label: 'rules.code',
  kind: 'text',
  required: true,
  maxLength: 100,
  column: true,
  sortable: true,
  searchable: true,
  pattern: { regex: /^[A-Za-z0-9_]+$/, message: 'rules.codePattern' },
};
