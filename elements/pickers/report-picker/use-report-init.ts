import { useRemoteData } from '../../core/remote';
import { loadReportConfig, loadReportQueryInfo, type ReportConfig, type ReportQueryItem } from './report-query';

interface ReportInit {
  config: ReportConfig | null;
  queryItems: ReportQueryItem[];
}

const NOT_LOADED: ReportInit = { config: null, queryItems: [] };

/** The report's columns and query form, fetched when the dialog opens; `onFailure` gets the server's message. */
export function useReportInit(open: boolean, code: string, onFailure: (message: string) => void): ReportInit {
  const read = useRemoteData<ReportInit>(
    [code],
    async () => {
      const config = await loadReportConfig(code);
      const items = await loadReportQueryInfo(config.cgRpConfigId);
      return { config, queryItems: items.filter((item) => !item.hidden && (item.mode ?? 'single') === 'single') };
    },
    { enabled: open, initialData: NOT_LOADED, onError: onFailure },
  );
  return read.data ?? NOT_LOADED;
}
