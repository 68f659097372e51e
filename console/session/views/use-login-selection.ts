import { useState } from 'react';
import { isSuccessful } from '../../../elements/core/http';
import { t } from '../../../elements/core/i18n';
import { setUserInfo } from '../../../elements/core/session';
import { useNotice } from '../../shell/kit/ui-basics';
import { selectDepart } from '../../shell/dialogs/account-requests';
import { keepTenant, needsDepartChoice, needsTenantChoice, type LoginAnswer } from '../login-answer';
import { logout } from '../logout';
import { failureMessage } from './failure-message';

/**
 * The choice right after login (JeecgBoot's LoginSelectTenant): a tenant among several, a
 * department among several (saved with /sys/selectDepart, PUT unless the shell dialogs are
 * configured for POST). A refused department logs out.
 */
export function useLoginSelection(answer: LoginAnswer, onDone: () => void, onAbandon: () => void) {
  const { notification } = useNotice();
  const askTenant = needsTenantChoice(answer);
  const askDepart = needsDepartChoice(answer);
  const [tenant, setTenant] = useState<string | number | null>(null);
  const [orgCode, setOrgCode] = useState<string | null>(null);
  const [missing, setMissing] = useState({ tenant: false, depart: false });
  const [saving, setSaving] = useState(false);

  const fail = async (message: string) => {
    notification.error({ title: t('console.login.failed'), message, duration: 4 });
    await logout().catch(() => undefined);
    onAbandon();
  };

  const confirm = async () => {
    const lacking = { tenant: askTenant && tenant === null, depart: askDepart && !orgCode };
    setMissing(lacking);
    if (lacking.tenant || lacking.depart) return;
    if (askDepart && orgCode) {
      setSaving(true);
      try {
        const response = await selectDepart(answer.userInfo.username, orgCode);
        if (!isSuccessful(response)) return await fail(response.message);
        if (response.result?.userInfo) setUserInfo(response.result.userInfo);
      } catch (error) {
        return await fail(failureMessage(error));
      } finally {
        setSaving(false);
      }
    }
    keepTenant(askTenant ? tenant : (answer.tenantList?.[0]?.id ?? null));
    onDone();
  };

  return {
    askTenant,
    askDepart,
    tenant,
    orgCode,
    missing,
    saving,
    chooseTenant: (value: string | number | null) => {
      setTenant(value);
      setMissing((current) => ({ ...current, tenant: false }));
    },
    chooseDepart: (value: string | null) => {
      setOrgCode(value);
      setMissing((current) => ({ ...current, depart: false }));
    },
    confirm,
  };
}
