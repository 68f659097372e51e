import { fail, type Envelope } from '../../../http';
import { signInMessages } from '../../../messages';
import type { SmsCodeVerdict } from './sms-codes';

/** The answer to a code that is not right; null when it is. */
export function codeRefusal(verdict: SmsCodeVerdict): Envelope<null> | null {
  switch (verdict) {
    case 'valid':
      return null;
    case 'wrong':
      return fail(signInMessages.codeWrong);
    case 'exhausted':
      return fail(signInMessages.codeExhausted);
    default:
      return fail(signInMessages.codeMissing);
  }
}
