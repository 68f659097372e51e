import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, Input } from '../../shell/kit/ui-basics';
import { MailIcon, MobileIcon } from '../../shell/kit';
import { FormItem } from './form-item';
import { InlineRow } from './sign-in.styles';
import type { LoginPageController } from './use-login-page';

/** Mobile number and the SMS code, with the "get code" button and its countdown. */
export function PhoneLoginFields({
  phone,
  sms,
  requestSmsCode,
}: Pick<LoginPageController, 'phone' | 'sms' | 'requestSmsCode'>): ReactElement {
  const { t } = useTranslation();
  const { values, errors, set } = phone;
  return (
    <>
      <FormItem error={errors.mobile}>
        <Input
          size="large"
          name="mobile"
          inputMode="tel"
          autoComplete="tel"
          aria-label={t('console.login.mobile')}
          placeholder={t('console.login.mobilePlaceholder')}
          prefix={<MobileIcon />}
          value={values.mobile}
          status={errors.mobile ? 'error' : undefined}
          onChange={(event) => set('mobile', event.target.value)}
        />
      </FormItem>
      <InlineRow>
        <FormItem error={errors.smsCode}>
          <Input
            size="large"
            name="smsCode"
            autoComplete="one-time-code"
            aria-label={t('console.login.smsCode')}
            placeholder={t('console.login.smsCodePlaceholder')}
            prefix={<MailIcon />}
            value={values.smsCode}
            status={errors.smsCode ? 'error' : undefined}
            onChange={(event) => set('smsCode', event.target.value)}
          />
        </FormItem>
        <Button size="large" disabled={sms.counting} onClick={() => void requestSmsCode()} style={{ width: 120 }}>
          {sms.counting ? t('console.login.smsCountdown', { n: sms.left }) : t('console.login.getSmsCode')}
        </Button>
      </InlineRow>
    </>
  );
}
