import { useEffect, useState } from 'react';
import { senderRealname } from '../model/notice-requests';

/** The sender's real name, looked up by username while `username` is shown; the username until then or when the lookup fails. */
export function useSenderName(username: string | null | undefined): string {
  const [found, setFound] = useState<{ username: string; realname: string } | null>(null);
  useEffect(() => {
    if (!username) return;
    let current = true;
    senderRealname(username).then(
      (realname) => current && setFound({ username, realname }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [username]);
  if (!username) return '';
  return found?.username === username ? found.realname : username;
}
