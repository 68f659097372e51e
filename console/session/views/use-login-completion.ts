import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../elements/core/i18n';
import { getUsername } from '../../../elements/core/session';
import { applyLocaleOfUser } from '../../language';
import { sessionSettings } from '../session-settings';
import { useNotice } from '../../shell/kit/ui-basics';
import { useShellSettings } from '../../shell/settings/use-shell-settings';
import { greetingText } from '../../shell/kit';
import {
  hasNoDepart,
  keepTenant,
  needsDepartChoice,
  needsTenantChoice,
  settledTenant,
  type LoginAnswer,
} from '../login-answer';
import { HOME_PATH } from '../navigation-guard';
import { useSessionStore } from '../session-store';

/**
 * What happens after any successful login (password, phone, third party, CAS, OAuth2): a user
 * of several tenants or departments chooses first; then the session is shown, the user's
 * preferences are loaded and the landing page opens, where the guard loads the menu and goes
 * on to the redirect target.
 */
export function useLoginCompletion() {
  const navigate = useNavigate();
  const { notification } = useNotice();
  const [choosing, setChoosing] = useState<LoginAnswer | null>(null);

  const finish = useCallback(() => {
    setChoosing(null);
    useSessionStore.getState().refresh();
    useShellSettings.getState().loadFor(getUsername());
    // Before the menu is asked for, so that the server answers in the user's language.
    applyLocaleOfUser(getUsername());
    navigate(HOME_PATH);
    notification.success({
      title: t('console.login.welcome'),
      message: t('console.login.welcomeBack', { greeting: greetingText() }),
    });
  }, [navigate, notification]);

  const complete = useCallback(
    (answer: LoginAnswer) => {
      // The shell is fetched from here on, alongside the choice and the menu that come before it.
      sessionSettings().preloadShell();
      if (hasNoDepart(answer)) {
        notification.warning({ title: t('console.signIn.notice'), message: t('console.login.noDepart'), duration: 3 });
      }
      if (needsTenantChoice(answer) || needsDepartChoice(answer)) {
        setChoosing(answer);
        return;
      }
      keepTenant(settledTenant(answer));
      finish();
    },
    [finish, notification],
  );

  return { complete, choosing, finish, abandon: () => setChoosing(null) };
}
