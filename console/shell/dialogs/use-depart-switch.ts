import { useEffect, useState } from 'react';
import { isSuccessful } from '../../../elements/core/http';
import { t } from '../../../elements/core/i18n';
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
  const [departs, setDeparts] = useState<CurrentUserDeparts | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    setDeparts(null);
    setChosen(null);
    setInvalid(false);
    if (!open) return;
    let current = true;
    loadCurrentUserDeparts().then(
      (loaded) => {
        if (!current) return;
        if (loaded.list.length) {
          setDeparts(loaded);
          return;
        }
        message.warning(t('consoleExtra.depart.empty'));
        close.current();
      },
      // The HTTP client has shown why the list could not be loaded.
      () => {
        if (current) close.current();
      },
    );
    return () => {
      current = false;
    };
  }, [open, message, close]);

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
