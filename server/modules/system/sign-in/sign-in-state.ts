import type { SmsSender, ThirdPartyProvider } from './sign-in-settings';
import type { SmsCodeStore, SmsSendThrottle } from './sms-codes';

/** What the sign-in routes share, one per server instance. */
export interface SignInState {
  codes: SmsCodeStore;
  sendThrottle: SmsSendThrottle;
  sendSms: SmsSender;
  thirdParty: Readonly<Record<string, ThirdPartyProvider>>;
  casServerUrl: string | undefined;
}

/** A phone number as the forms send it: 11 digits starting with 1. */
export const MOBILE_PATTERN = '^1\\d{10}$';
