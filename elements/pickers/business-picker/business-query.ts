import { getAction, requireSuccess } from '../../core/http';
import { ellipsis as cutText } from '../../core/format';
import type { RowsPage } from '../shared/use-paged-rows';

export type BusinessRow = Record<string, unknown>;

/** Page size 5 with 5/10/20/30 for the business picker (spec, list-page helper). */
export const BUSINESS_PAGE_SIZE = 5;
export const BUSINESS_PAGE_SIZE_OPTIONS = [5, 10, 20, 30] as const;
/** Ellipsis filter length 12 in the business picker (default 25 elsewhere). */
export const BUSINESS_ELLIPSIS = 12;

export interface BusinessQuery {
  pageNo: number;
  pageSize: number;
  /** The search box's text, sent under the picker's query field. */
  keyword?: string;
}

/** A cell's text cut to 12 characters with an ellipsis (the shared filter at the business picker's length). */
export function ellipsis(text: string, length = BUSINESS_ELLIPSIS): string {
  return cutText(text, length);
}

/** One page of the list url; the search text goes under `queryField` as "contains" (`*x*`). */
export async function queryBusiness(
  listUrl: string,
  queryField: string | undefined,
  { keyword, ...page }: BusinessQuery,
): Promise<RowsPage<BusinessRow>> {
  const params = keyword && queryField ? { ...page, [queryField]: `*${keyword}*` } : page;
  const result = requireSuccess(await getAction<RowsPage<BusinessRow>>(listUrl, params));
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}

/** The records of stored values: the value url (else the list url) keyed by the store field. */
export async function echoBusiness(url: string, storeField: string, values: readonly string[]): Promise<BusinessRow[]> {
  const result = requireSuccess(
    await getAction<RowsPage<BusinessRow> | BusinessRow[]>(url, {
      [storeField]: values.join(','),
      pageNo: 1,
      pageSize: values.length,
    }),
  );
  return Array.isArray(result) ? result : (result?.records ?? []);
}
