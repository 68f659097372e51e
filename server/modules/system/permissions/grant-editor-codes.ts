/**
 * Who reads the whole menu-and-button tree the grant editors draw: the role page ('role:list')
 * and the editors of role, department and department-role grants.
 */
export const GRANT_EDITOR_CODES: readonly string[] = [
  'role:list',
  'role:authorize',
  'depart:authorize',
  'depart_role:authorize',
];
