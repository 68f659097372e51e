import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSuccessful } from '../../../elements/core/http';
import { t } from '../../../elements/core/i18n';
import { useNotice } from '../../shell/kit/ui-basics';
import { register } from '../login-requests';
import { failureMessage } from './failure-message';
import { registerRules } from './register-rules';
import { useSmsCode } from './use-sms-code';
import { useValidatedForm } from './use-validated-form';

const EMPTY = { username: '', password: '', password2: '', mobile: '', captcha: '' };

export const REGISTER_RESULT_PATH = '/user/register-result';

/** The register page's controller: `POST /sys/user/register`, then the result page. */
export function useRegisterPage() {
  const navigate = useNavigate();
  const { notification } = useNotice();
  const password = useRef('');
  const rules = useCallback(() => registerRules(() => password.current), []);
  const form = useValidatedForm(EMPTY, rules);
  password.current = form.values.password;
  const sms = useSmsCode('1', 'console.register.failed');
  const [submitting, setSubmitting] = useState(false);

  const failed = (message: string) => notification.error({ title: t('console.register.failed'), message, duration: 2 });

  const submit = async () => {
    if (!(await form.validate())) return;
    const { username, password: secret, mobile, captcha } = form.values;
    setSubmitting(true);
    try {
      const answer = await register({ username, password: secret, phone: mobile, smscode: captcha });
      if (!isSuccessful(answer)) failed(answer.message);
      else navigate(REGISTER_RESULT_PATH, { state: { account: username } });
    } catch (error) {
      failed(failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const requestSmsCode = async () => {
    if (await form.validate(['mobile'])) await sms.send(form.values.mobile);
  };

  return { form, sms, submitting, submit, requestSmsCode };
}
