import { useEffect, useRef, useState } from 'react';
import { getUserInfo, type SessionUserInfo } from '../../../elements/core/session';
import { loadAccountProfile, type AccountProfile } from './account-profile';

export interface AccountProfileState {
  /** The user the session holds; null when nobody is signed in. */
  sessionUser: SessionUserInfo | null;
  /** The profile read from the server, once loaded. */
  profile: AccountProfile | null;
  loading: boolean;
  /** The last load failed (the HTTP client has shown why). */
  failed: boolean;
  reload: () => void;
}

/** Loads the signed-in user's profile when mounted and on reload(). */
export function useAccountProfile(): AccountProfileState {
  const [sessionUser] = useState(getUserInfo);
  const [attempt, setAttempt] = useState(0);
  const [profile, setProfile] = useState<AccountProfile | null>(null);
  const [loading, setLoading] = useState(Boolean(sessionUser?.id));
  const [failed, setFailed] = useState(false);
  const loadedAttempt = useRef<number | null>(null);

  useEffect(() => {
    const id = sessionUser?.id;
    if (!id) return;
    // A kept-alive page (React Activity) runs its effects again when shown again; loading once
    // more would replace the form's values and lose what the user typed but did not save.
    if (loadedAttempt.current === attempt) return;
    let current = true;
    setLoading(true);
    setFailed(false);
    loadAccountProfile(String(id))
      .then(
        (loaded) => {
          if (!current) return;
          loadedAttempt.current = attempt;
          setProfile(loaded);
        },
        () => current && setFailed(true),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [sessionUser, attempt]);

  return { sessionUser, profile, loading, failed, reload: () => setAttempt((count) => count + 1) };
}
