import { useState } from 'react';
import { rangeProblem, type AnalysisFigures, type AnalysisRange } from './analysis-figures';
import { useFigures } from './use-figures';

export interface AnalysisState {
  range: AnalysisRange;
  setRange: (range: AnalysisRange) => void;
  /** The last figures received; kept while newer ones load so the page does not blink. */
  figures: AnalysisFigures | null;
  loading: boolean;
  /** The server's or the network's message when the last fetch failed. */
  error: string | null;
  /** The user's role may not read the order figures: nothing was (or will be) fetched. */
  denied: boolean;
  problem: 'reversed' | null;
  reload: () => void;
}

/**
 * The analysis figures for a range the user picks; a reversed range is never sent, and nothing is
 * asked for while `allowed` is false (a role whose buttons do not open the order list).
 */
export function useAnalysis(initial: AnalysisRange, allowed = true): AnalysisState {
  const [range, setRange] = useState(initial);
  const problem = rangeProblem(range);
  const read = useFigures<AnalysisFigures>(
    '/stats/analysis',
    { begin: range.begin, end: range.end, unit: range.unit },
    { enabled: !problem && allowed, roleRefusalDenies: true },
  );
  const { figures, loading, error, reload } = read;
  return { range, setRange, figures, loading, error, denied: !allowed || read.refused, problem, reload };
}
