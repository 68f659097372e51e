import { getAction, requireSuccess } from '../../core/http';
import type { RowsPage } from '../shared/use-paged-rows';

/** Position (spec 3.3): name, code and rank (its dictionary text beside it). */
export interface PickerPosition {
  id: string;
  name: string;
  code: string;
  postRank?: string | null;
  postRank_dictText?: string;
  [field: string]: unknown;
}

export interface PositionQuery {
  name?: string;
  pageNo: number;
  pageSize: number;
}

/** One page of positions; the name box searches "contains". */
export async function queryPositions({ name, ...page }: PositionQuery): Promise<RowsPage<PickerPosition>> {
  const params = name ? { ...page, name: `*${name}*` } : page;
  const result = requireSuccess(await getAction<RowsPage<PickerPosition>>('/sys/position/list', params));
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}

/** The positions of stored values (a comma list asks for any of them). */
export async function echoPositions(storeField: string, values: readonly string[]): Promise<PickerPosition[]> {
  const result = requireSuccess(
    await getAction<RowsPage<PickerPosition>>('/sys/position/list', {
      [storeField]: values.join(','),
      pageNo: 1,
      pageSize: values.length,
    }),
  );
  return result?.records ?? [];
}
