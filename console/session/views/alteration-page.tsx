import { useEffect, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, Input } from '../../shell/kit/ui-basics';
import { NoticePage } from '../../shell/kit';
import { LOGIN_PATH } from '../navigation-guard';
import { AlterationSteps } from './alteration-steps';
import { FormItem } from './form-item';
import { InlineRow, LinkRow, SignInForm } from './sign-in.styles';
import { usePasswordStep, usePhoneStep, type VerifiedAccount } from './use-alteration';

/** Seconds the done step waits before returning to the login page. */
export const BACK_TO_LOGIN_SECONDS = 5;

function PhoneStep({ onVerified }: { onVerified: (account: VerifiedAccount) => void }): ReactElement {
  const { t } = useTranslation();
  const { form, sms, busy, next, requestSmsCode } = usePhoneStep(onVerified);
  return (
    <SignInForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <FormItem label={t('console.alteration.phone')} htmlFor="alteration-phone" error={form.errors.phone}>
        <Input
          id="alteration-phone"
          size="large"
          inputMode="tel"
          placeholder={t('console.login.mobilePlaceholder')}
          value={form.values.phone}
          status={form.errors.phone ? 'error' : undefined}
          onChange={(event) => form.set('phone', event.target.value)}
        />
      </FormItem>
      <InlineRow>
        <FormItem label={t('console.alteration.smsCode')} htmlFor="alteration-code" error={form.errors.smsCode}>
          <Input
            id="alteration-code"
            size="large"
            autoComplete="one-time-code"
            placeholder={t('console.alteration.smsCodePlaceholder')}
            value={form.values.smsCode}
            status={form.errors.smsCode ? 'error' : undefined}
            onChange={(event) => form.set('smsCode', event.target.value)}
          />
        </FormItem>
        <Button
          size="large"
          disabled={sms.counting}
          onClick={() => void requestSmsCode()}
          style={{ width: 120, marginTop: 28 }}
        >
          {sms.counting ? t('console.login.smsCountdown', { n: sms.left }) : t('console.login.getSmsCode')}
        </Button>
      </InlineRow>
      <LinkRow>
        <Link to={LOGIN_PATH}>{t('console.register.toLogin')}</Link>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('console.alteration.next')}
        </Button>
      </LinkRow>
    </SignInForm>
  );
}

function PasswordStep({
  account,
  onBack,
  onChanged,
}: {
  account: VerifiedAccount;
  onBack: () => void;
  onChanged: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const { form, busy, submit } = usePasswordStep(account, onChanged);
  return (
    <SignInForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormItem label={t('console.alteration.account')} htmlFor="alteration-account">
        <Input id="alteration-account" size="large" value={account.username} disabled readOnly />
      </FormItem>
      <FormItem label={t('console.alteration.newPassword')} htmlFor="alteration-password" error={form.errors.password}>
        <Input
          id="alteration-password"
          size="large"
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          status={form.errors.password ? 'error' : undefined}
          onChange={(event) => form.set('password', event.target.value)}
        />
      </FormItem>
      <FormItem
        label={t('console.alteration.confirmPassword')}
        htmlFor="alteration-confirm"
        error={form.errors.confirm}
      >
        <Input
          id="alteration-confirm"
          size="large"
          type="password"
          autoComplete="new-password"
          value={form.values.confirm}
          status={form.errors.confirm ? 'error' : undefined}
          onChange={(event) => form.set('confirm', event.target.value)}
        />
      </FormItem>
      <LinkRow>
        <Button onClick={onBack}>{t('console.alteration.prev')}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('console.alteration.submit')}
        </Button>
      </LinkRow>
    </SignInForm>
  );
}

function DoneStep(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(BACK_TO_LOGIN_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      navigate(LOGIN_PATH);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);
  return (
    <NoticePage
      tone="success"
      title={t('console.alteration.done')}
      description={t('console.alteration.backIn', { n: left })}
    />
  );
}

/** /user/alteration: a forgotten password, changed in steps 2 to 4 (verify phone, password, done). */
export function AlterationPage(): ReactElement {
  const { t } = useTranslation();
  const [account, setAccount] = useState<VerifiedAccount | null>(null);
  const [done, setDone] = useState(false);
  const step = done ? 2 : account ? 1 : 0;
  return (
    <section>
      <AlterationSteps
        titles={[
          t('console.alteration.stepPhone'),
          t('console.alteration.stepPassword'),
          t('console.alteration.stepDone'),
        ]}
        current={step}
      />
      {step === 0 && <PhoneStep onVerified={setAccount} />}
      {step === 1 && account && (
        <PasswordStep account={account} onBack={() => setAccount(null)} onChanged={() => setDone(true)} />
      )}
      {step === 2 && <DoneStep />}
    </section>
  );
}
