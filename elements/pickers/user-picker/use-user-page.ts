import { useCallback } from 'react';
import { FIRST_PAGE, usePagedRows } from '../shared/use-paged-rows';
import { queryUsers, type UserQuery } from './user-query';

const FIRST_USER_PAGE: UserQuery = FIRST_PAGE;

/** The user table's page: account search, department and paging answered by the server, with the fields in `field`. */
export function useUserPage(active: boolean, field: string, onError: (message: string) => void) {
  const fetchPage = useCallback((query: UserQuery) => queryUsers(query, field), [field]);
  return usePagedRows(active, FIRST_USER_PAGE, fetchPage, onError);
}
