import { useCallback, useState } from 'react';
import { failureText } from '../../../elements/core/http';
import { openReportPrint } from './report-print';

export interface ReportPrintState {
  /** Opens the printable page of the rows the list shows. */
  print: () => void;
  printing: boolean;
  /** The server's refusal or the network's failure of the last print. */
  failure: string | null;
}

/** The report page's 打印: a ticket for the applied query, then the printable page in a new window. */
export function useReportPrint(configId: string, params: Readonly<Record<string, string>>): ReportPrintState {
  const [printing, setPrinting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const print = useCallback(() => {
    setPrinting(true);
    setFailure(null);
    openReportPrint(configId, params)
      .catch((error: unknown) => setFailure(failureText(error)))
      .finally(() => setPrinting(false));
  }, [configId, params]);
  return { print, printing, failure };
}
