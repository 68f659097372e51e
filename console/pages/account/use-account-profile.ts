import { useState } from 'react';
import { useRemoteData } from '../../../elements/core/remote';
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
  const id = sessionUser?.id;
  const read = useRemoteData<AccountProfile>([id], () => loadAccountProfile(String(id)), {
    enabled: Boolean(id),
    // A kept-alive page (React Activity) runs its effects again when shown again; loading once
    // more would replace the form's values and lose what the user typed but did not save.
    keepWhenShownAgain: true,
  });
  return {
    sessionUser,
    profile: read.data ?? null,
    loading: read.loading,
    failed: read.error !== null,
    reload: read.reload,
  };
}
