import { useCallback, useState } from 'react';
import { t } from '../../../elements/core/i18n';
import { useNotice } from '../../shell/kit/ui-basics';
import { LoginRejected, type LoginAnswer } from '../login-answer';
import { loginWithPassword, loginWithPhone } from '../login-requests';
import { failureMessage } from './failure-message';
import {
  clearLoginFailures,
  humanCheckAsked,
  readLoginFailures,
  recordLoginFailure,
  sliderRequired,
} from './login-failures';
import { accountLoginRules, phoneLoginRules } from './login-rules';
import { useCaptcha } from './use-captcha';
import { useLoginCompletion } from './use-login-completion';
import { useSmsCode } from './use-sms-code';
import { useValidatedForm } from './use-validated-form';

export type LoginTab = 'account' | 'phone';

const ACCOUNT = { username: '', password: '', captcha: '' };
const PHONE = { mobile: '', smsCode: '' };

/** The login page's controller: two ways in (account or phone), then the common completion. */
export function useLoginPage() {
  const { notification } = useNotice();
  const [tab, setTab] = useState<LoginTab>('account');
  const [rememberMe, setRememberMe] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  // Never pre-filled: a login page with default credentials is a weakness the contract names.
  const account = useValidatedForm(ACCOUNT, accountLoginRules);
  const phone = useValidatedForm(PHONE, phoneLoginRules);
  const captcha = useCaptcha();
  const sms = useSmsCode('0', 'console.login.smsFailed');
  const completion = useLoginCompletion();
  const [failures, setFailures] = useState(() => readLoginFailures(sessionStorage));
  // The slider is verified once per attempt: each failure brings a fresh one (a new round remounts it).
  const [slider, setSlider] = useState({ round: 0, verified: false, error: '' });
  const needsSlider = sliderRequired(failures);
  const sliderVerified = useCallback(() => setSlider((current) => ({ ...current, verified: true, error: '' })), []);

  const failed = useCallback(
    (error: unknown) =>
      notification.error({ title: t('console.login.failed'), message: failureMessage(error), duration: 4 }),
    [notification],
  );

  const loginWith = async (attempt: () => Promise<LoginAnswer>): Promise<void> => {
    setSubmitting(true);
    try {
      const answer = await attempt();
      clearLoginFailures(sessionStorage);
      setFailures(0);
      completion.complete(answer);
    } catch (error) {
      failed(error);
      setFailures(
        recordLoginFailure(sessionStorage, error instanceof LoginRejected && humanCheckAsked(error.response)),
      );
      setSlider((current) => ({ round: current.round + 1, verified: false, error: '' }));
      // The server spends a captcha on every attempt: a new one for the next try.
      if (tab === 'account') {
        captcha.refresh();
        account.set('captcha', '');
      }
    } finally {
      setSubmitting(false);
    }
  };

  const sliderPassed = () => {
    if (!needsSlider || slider.verified) return true;
    setSlider((current) => ({ ...current, error: t('console.login.sliderRequired') }));
    return false;
  };

  const submit = async () => {
    if (tab === 'account') {
      if (!(await account.validate()) || !sliderPassed()) return;
      const { username, password, captcha: code } = account.values;
      await loginWith(() =>
        loginWithPassword({ username, password, captcha: code, checkKey: captcha.checkKey, remember_me: rememberMe }),
      );
    } else {
      if (!(await phone.validate()) || !sliderPassed()) return;
      const { mobile, smsCode } = phone.values;
      await loginWith(() => loginWithPhone({ mobile, captcha: smsCode, remember_me: rememberMe }));
    }
  };

  const requestSmsCode = async () => {
    if (await phone.validate(['mobile'])) await sms.send(phone.values.mobile);
  };

  return {
    tab,
    setTab,
    rememberMe,
    setRememberMe,
    submitting,
    account,
    phone,
    captcha,
    sms,
    submit,
    requestSmsCode,
    completion,
    failed,
    slider: { shown: needsSlider, round: slider.round, error: slider.error, onVerified: sliderVerified },
  };
}

export type LoginPageController = ReturnType<typeof useLoginPage>;
