import { useCallback } from 'react';
import { isSuccessful } from '../../../elements/core/http';
import { t, type MessageKey } from '../../../elements/core/i18n';
import { useNotice } from '../../shell/kit/ui-basics';
import { sendSmsCode, type SmsPurpose } from '../login-requests';
import { failureMessage } from './failure-message';
import { useSmsCountdown } from './use-sms-countdown';

/**
 * Asks the server to text a code (`POST /sys/sms`) and runs the resend countdown. A refusal
 * shows the server's message under `failureTitle`; a failed request also gives the button back.
 */
export function useSmsCode(purpose: SmsPurpose, failureTitle: MessageKey) {
  const countdown = useSmsCountdown();
  const { message, notification } = useNotice();
  const { start, stop } = countdown;

  const send = useCallback(
    async (mobile: string) => {
      start();
      const hide = message.loading(t('console.login.smsSending'));
      try {
        const answer = await sendSmsCode(mobile, purpose);
        if (!isSuccessful(answer)) notification.error({ title: t(failureTitle), message: answer.message, duration: 4 });
      } catch (error) {
        stop();
        notification.error({ title: t(failureTitle), message: failureMessage(error), duration: 4 });
      } finally {
        hide();
      }
    },
    [start, stop, message, notification, purpose, failureTitle],
  );

  return { ...countdown, send };
}
