import { getAction, requireSuccess } from '../../core/http';
import type { RowsPage } from '../shared/use-paged-rows';
import type { ReportRow } from './report-config';

export interface ReportColumn {
  title: string;
  dataIndex: string;
}

/** Report popup config (spec 3.3). */
export interface ReportConfig {
  cgRpConfigId: string;
  cgRpConfigName?: string;
  columns: ReportColumn[];
  dictOptions?: Record<string, Array<{ value: string; text: string }>>;
}

/** A query info item; only the hidden flag and the single mode are drawn as a text box. */
export interface ReportQueryItem {
  field: string;
  label: string;
  mode?: string;
  hidden?: boolean;
}

const api = '/online/cgreport/api';

export async function loadReportConfig(code: string): Promise<ReportConfig> {
  return requireSuccess(await getAction<ReportConfig>(`${api}/getRpColumns/${encodeURIComponent(code)}`));
}

export async function loadReportQueryInfo(configId: string): Promise<ReportQueryItem[]> {
  return (
    requireSuccess(await getAction<ReportQueryItem[]>(`${api}/getQueryInfo/${encodeURIComponent(configId)}`)) ?? []
  );
}

export async function loadReportData(
  configId: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<RowsPage<ReportRow>> {
  const result = requireSuccess(
    await getAction<RowsPage<ReportRow>>(`${api}/getData/${encodeURIComponent(configId)}`, params, { signal }),
  );
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}
