// The advanced query's public surface: the React component `<farm-query>` renders, its model
// (fields, rules, conditions, saved queries) and the list request's superQuery parameters.
export { SuperQuery, SUPER_QUERY_WIDTH, type SuperQueryProps } from './view/super-query';
export * from './model';
