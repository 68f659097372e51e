import { useRemoteData } from '../../../elements/core/remote';
import {
  loadReportConfig,
  loadReportQueryInfo,
  type ReportConfig,
  type ReportQueryItem,
} from '../../../elements/pickers';

/**
 * A query-bar field as getQueryInfo answers it; the picker's type leaves out what only this page
 * draws (`view` and the dictionary of a coded field).
 */
export interface ReportQueryField extends ReportQueryItem {
  view?: string;
  dictCode?: string;
}

export interface ReportSetup {
  config: ReportConfig;
  fields: ReportQueryField[];
}

export interface ReportSetupState {
  setup: ReportSetup | null;
  /** The server's refusal (an unknown code, no permission) or the network's failure. */
  failure: string | null;
  retry: () => void;
}

/** The report's columns (by code) and then its query fields (by config id), as the popup picker reads them. */
export function useReportConfig(code: string): ReportSetupState {
  const read = useRemoteData<ReportSetup>([code], async () => {
    const config = await loadReportConfig(code);
    const fields: ReportQueryField[] = await loadReportQueryInfo(config.cgRpConfigId);
    return { config, fields: fields.filter((field) => !field.hidden) };
  });
  // Each load starts blank: another report's setup is never drawn for this code.
  const setup = read.loading ? null : (read.data ?? null);
  return { setup, failure: read.loading ? null : read.error, retry: read.reload };
}
