import { useState } from 'react';
import { isSuccessful } from '../../../elements/core/http';
import { t } from '../../../elements/core/i18n';
import { useRemoteData } from '../../../elements/core/remote';
import { setUserInfo, type SessionUserInfo } from '../../../elements/core/session';
import { useNotice } from '../../../elements/core/ui';
import { loadCurrentUserDeparts, selectDepart, type CurrentUserDeparts } from './account-requests';
import { currentUsername } from './session-user';
import { useLatest } from './use-latest';

export interface DepartSwitchController {
  /** The loaded departments; null until they are loaded (the dialog stays hidden meanwhile). */
  departs: CurrentUserDeparts | null;
  chosen: string | null;
  /** 确认 was pressed with no department chosen. */
  invalid: boolean;
  submitting: boolean;
  choose: (orgCode: string | null) => void;
  confirm: () => Promise<void>;
}

/**
 * The department switch: opening loads the user's departments and only then shows the dialog;
 * an empty list warns 您尚未设置部门信息! and closes. On success the answer's user info is
 * stored for 7 days (setUserInfo's lifetime), handed to `onSwitched`, and the dialog closes.
 */
export function useDepartSwitch(
  open: boolean,
  onClose: () => void,
  onSwitched?: (userInfo: SessionUserInfo) => void,
): DepartSwitchController {
  const { message } = useNotice();
  const close = useLatest(onClose);
  const switched = useLatest(onSwitched);
  // Each opening is a fresh start: its own request, no choice yet, and no list of an earlier opening.
  const [opening, setOpening] = useState({ open, count: 0 });
  const [chosen, setChosen] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  if (opening.open !== open) {
    setOpening({ open, count: opening.count + 1 });
    setChosen(null);
    setInvalid(false);
  }

  const read = useRemoteData<{ opening: number; loaded: CurrentUserDeparts }>(
    [opening.count],
    async (signal) => {
      const loaded = await loadCurrentUserDeparts(signal);
      if (!loaded.list.length && !signal.aborted) {
        message.warning(t('consoleExtra.depart.empty'));
        close.current();
      }
      return { opening: opening.count, loaded };
    },
    {
      enabled: open,
      // The HTTP client has shown why the list could not be loaded.
      onError: () => close.current(),
    },
  );
  const listed = read.data?.opening === opening.count && !read.loading ? read.data.loaded : null;
  const departs = open && listed?.list.length ? listed : null;

  const choose = (orgCode: string | null) => {
    setChosen(orgCode);
    setInvalid(!orgCode);
  };

  const confirm = async () => {
    if (!chosen) {
      setInvalid(true);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await selectDepart(currentUsername(), chosen);
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      const userInfo = answer.result?.userInfo;
      if (userInfo) {
        setUserInfo(userInfo);
        switched.current?.(userInfo);
      }
      close.current();
    } catch {
      // Shown by the HTTP client; the choice stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return { departs, chosen, invalid, submitting, choose, confirm };
}
