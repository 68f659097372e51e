import { getAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';

/** Releases or revokes one announcement, then reloads the list; a refusal shows the server's reason. */
export function useRelease(): (url: string, id: string, reload: () => void) => Promise<void> {
  const { message } = useNotice();
  return async (url, id, reload) => {
    try {
      const answer = await getAction(url, { id });
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      reload();
    } catch {
      // The HTTP client has shown why.
    }
  };
}
