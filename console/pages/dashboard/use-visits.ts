import { getAction, isSuccessful } from '../../../elements/core/http';
import { useRemoteData } from '../../../elements/core/remote';
import type { DayVisits, LoginInfo } from './visit-figures';

export interface VisitsState {
  login: LoginInfo | null;
  week: DayVisits[] | null;
  loading: boolean;
  /** The server's or the network's message when a figure could not be read. */
  error: string | null;
  reload: () => void;
}

interface VisitsRead {
  login: LoginInfo | null;
  week: DayVisits[] | null;
  /** The message of the first of the two answers that refused. */
  refusal: string | null;
}

/** Today's and the week's visits (`/sys/loginfo`, `/sys/visitInfo`), read together. */
export function useVisits(): VisitsState {
  const read = useRemoteData<VisitsRead>([], async (signal) => {
    const [loginAnswer, weekAnswer] = await Promise.all([
      getAction<LoginInfo>('/sys/loginfo', undefined, { signal }),
      getAction<DayVisits[]>('/sys/visitInfo', undefined, { signal }),
    ]);
    const refused = [loginAnswer, weekAnswer].find((answer) => !isSuccessful(answer));
    return {
      login: isSuccessful(loginAnswer) ? loginAnswer.result : null,
      week: isSuccessful(weekAnswer) ? weekAnswer.result : null,
      refusal: refused ? refused.message : null,
    };
  });
  return {
    login: read.data?.login ?? null,
    week: read.data?.week ?? null,
    loading: read.loading,
    error: read.error ?? read.data?.refusal ?? null,
    reload: read.reload,
  };
}
