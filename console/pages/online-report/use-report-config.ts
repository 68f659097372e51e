import { useCallback, useEffect, useState } from 'react';
import {
  failureText,
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
  const [setup, setSetup] = useState<ReportSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setSetup(null);
    setFailure(null);
    loadReportConfig(code)
      .then(async (config) => {
        const fields: ReportQueryField[] = await loadReportQueryInfo(config.cgRpConfigId);
        if (current) setSetup({ config, fields: fields.filter((field) => !field.hidden) });
      })
      .catch((error: unknown) => {
        if (current) setFailure(failureText(error));
      });
    return () => {
      current = false;
    };
  }, [code, attempt]);

  return { setup, failure, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
