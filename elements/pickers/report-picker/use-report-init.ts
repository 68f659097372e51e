import { useEffect, useState } from 'react';
import { loadReportConfig, loadReportQueryInfo, type ReportConfig, type ReportQueryItem } from './report-query';
import { failureText } from '../shared/failure-text';

/** The report's columns and query form, fetched when the dialog opens; `onFailure` gets the server's message. */
export function useReportInit(open: boolean, code: string, onFailure: (message: string) => void) {
  const [config, setConfig] = useState<ReportConfig | null>(null);
  const [queryItems, setQueryItems] = useState<ReportQueryItem[]>([]);
  useEffect(() => {
    if (!open) return;
    let current = true;
    loadReportConfig(code)
      .then(async (found) => {
        const items = await loadReportQueryInfo(found.cgRpConfigId);
        if (!current) return;
        setConfig(found);
        setQueryItems(items.filter((item) => !item.hidden && (item.mode ?? 'single') === 'single'));
      })
      .catch((error: unknown) => current && onFailure(failureText(error)));
    return () => {
      current = false;
    };
  }, [open, code, onFailure]);
  return { config, queryItems };
}
