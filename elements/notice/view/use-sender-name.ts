import { useRemoteData } from '../../core/remote';
import { senderRealname } from '../model/notice-requests';

/** The sender's real name, looked up by username while `username` is shown; the username until then or when the lookup fails. */
export function useSenderName(username: string | null | undefined): string {
  const read = useRemoteData([username], async () => ({ username, realname: await senderRealname(username ?? '') }), {
    enabled: Boolean(username),
  });
  if (!username) return '';
  return read.data?.username === username ? read.data.realname : username;
}
