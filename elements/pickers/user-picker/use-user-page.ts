import { FIRST_PAGE, usePagedRows } from '../shared/use-paged-rows';
import { queryUsers, type UserQuery } from './user-query';

const FIRST_USER_PAGE: UserQuery = FIRST_PAGE;

/** The user table's page: account search, department and paging answered by the server. */
export function useUserPage(active: boolean, onError: (message: string) => void) {
  return usePagedRows(active, FIRST_USER_PAGE, queryUsers, onError);
}
