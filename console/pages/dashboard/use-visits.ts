import { useCallback, useEffect, useState } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';
import type { DayVisits, LoginInfo } from './visit-figures';

export interface VisitsState {
  login: LoginInfo | null;
  week: DayVisits[] | null;
  loading: boolean;
  /** The server's or the network's message when a figure could not be read. */
  error: string | null;
  reload: () => void;
}

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** Today's and the week's visits (`/sys/loginfo`, `/sys/visitInfo`), read together. */
export function useVisits(): VisitsState {
  const [login, setLogin] = useState<LoginInfo | null>(null);
  const [week, setWeek] = useState<DayVisits[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    Promise.all([getAction<LoginInfo>('/sys/loginfo'), getAction<DayVisits[]>('/sys/visitInfo')])
      .then(([loginAnswer, weekAnswer]) => {
        if (!current) return;
        if (isSuccessful(loginAnswer)) setLogin(loginAnswer.result);
        if (isSuccessful(weekAnswer)) setWeek(weekAnswer.result);
        const refused = [loginAnswer, weekAnswer].find((answer) => !isSuccessful(answer));
        if (refused) setError(refused.message);
      })
      .catch((failure: unknown) => {
        if (current) setError(messageOf(failure));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  return { login, week, loading, error, reload: useCallback(() => setAttempt((count) => count + 1), []) };
}
