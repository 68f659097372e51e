import { useCallback, useRef, useState } from 'react';
import { isSuccessful } from '../../../elements/core/http';
import { t } from '../../../elements/core/i18n';
import { MOBILE_RULES, type FormRules } from '../../../elements/core/validation';
import { useNotice } from '../../shell/kit/ui-basics';
import { changeForgottenPassword, verifyPhone } from '../login-requests';
import { failureMessage } from './failure-message';
import { confirmationRules, strongPasswordRules } from './register-rules';
import { useSmsCode } from './use-sms-code';
import { useValidatedForm } from './use-validated-form';

/** The account a verified phone belongs to, carried from step 2 to step 3. */
export interface VerifiedAccount {
  username: string;
  phone: string;
  smscode: string;
}

const phoneRules = (): FormRules => ({
  phone: MOBILE_RULES,
  smsCode: [{ required: true, message: () => t('console.alteration.smsCodeRequired') }],
});

/** Step 2: the phone and its SMS code prove who is asking (`POST /sys/user/phoneVerification`). */
export function usePhoneStep(onVerified: (account: VerifiedAccount) => void) {
  const { notification } = useNotice();
  const form = useValidatedForm({ phone: '', smsCode: '' }, phoneRules);
  const sms = useSmsCode('2', 'console.alteration.verifyFailed');
  const [busy, setBusy] = useState(false);
  const failed = (message: string) =>
    notification.error({ title: t('console.alteration.verifyFailed'), message, duration: 4 });

  const next = async () => {
    if (!(await form.validate())) return;
    const { phone, smsCode } = form.values;
    setBusy(true);
    try {
      const answer = await verifyPhone(phone, smsCode);
      if (!isSuccessful(answer) || !answer.result?.username) failed(answer.message);
      else onVerified({ username: answer.result.username, phone, smscode: answer.result.smscode ?? smsCode });
    } catch (error) {
      failed(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const requestSmsCode = async () => {
    if (await form.validate(['phone'])) await sms.send(form.values.phone);
  };

  return { form, sms, busy, next, requestSmsCode };
}

/** Step 3: the new password, twice (`/sys/user/passwordChange`, see changeForgottenPassword). */
export function usePasswordStep(account: VerifiedAccount, onChanged: () => void) {
  const { notification } = useNotice();
  const password = useRef('');
  const rules = useCallback(
    (): FormRules => ({
      password: strongPasswordRules(() => t('console.alteration.passwordRule')),
      confirm: confirmationRules(
        () => password.current,
        () => t('console.alteration.confirmRequired'),
        () => t('console.register.passwordMismatch'),
      ),
    }),
    [],
  );
  const form = useValidatedForm({ password: '', confirm: '' }, rules);
  password.current = form.values.password;
  const [busy, setBusy] = useState(false);
  const failed = (message: string) =>
    notification.error({ title: t('console.alteration.changeFailed'), message, duration: 4 });

  const submit = async () => {
    if (!(await form.validate())) return;
    setBusy(true);
    try {
      const answer = await changeForgottenPassword({ ...account, password: form.values.password });
      if (isSuccessful(answer)) onChanged();
      else failed(answer.message);
    } catch (error) {
      failed(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return { form, busy, submit };
}
