import { useCallback, useEffect, useRef, useState } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';
import { rangeProblem, type AnalysisFigures, type AnalysisRange } from './analysis-figures';
import { isRefusedForRole } from './figure-access';

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
  const [figures, setFigures] = useState<AnalysisFigures | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const problem = rangeProblem(range);

  useEffect(() => {
    if (problem || !allowed) {
      setLoading(false);
      return;
    }
    const ticket = latest.current + 1;
    latest.current = ticket;
    setLoading(true);
    setError(null);
    getAction<AnalysisFigures>('/stats/analysis', { begin: range.begin, end: range.end, unit: range.unit })
      .then((answer) => {
        if (latest.current !== ticket) return;
        if (isSuccessful(answer) && answer.result) setFigures(answer.result);
        // A refusal for the role is not a failure: the charts are left out, not failed.
        else if (isRefusedForRole(answer)) setRefused(true);
        else setError(answer.message);
      })
      .catch((failure: unknown) => {
        if (latest.current === ticket) setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (latest.current === ticket) setLoading(false);
      });
  }, [range, problem, attempt, allowed]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { range, setRange, figures, loading, error, denied: !allowed || refused, problem, reload };
}
