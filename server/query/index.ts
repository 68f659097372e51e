/** JeecgBoot list queries (paging, sort, plain filters, advanced query) over allow-listed fields. */
export { parseListQuery } from './parse-list-query';
export { whereListQuery, orderListQuery, conditionSql } from './apply-list-query';
export { fetchPage } from './page';
export { typedValue } from './plain-filter';
export type { Page } from './page';
export { resourceFields } from './resource-fields';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './list-query';
export type { ListQuery, ListResource, Condition, FieldKind, FieldValue, Operator } from './list-query';
