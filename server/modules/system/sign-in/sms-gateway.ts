import type { SmsSender } from './sign-in-settings';

const TIMEOUT_MS = 5000;

/**
 * A sender backed by an SMS gateway the operator runs: the server posts `{ phone, code, purpose }`
 * to its address; any answer but a 2xx (or a timeout) is a failed delivery, which the SMS route
 * reports to the user as JeecgBoot does.
 */
export function smsGatewaySender(url: string): SmsSender {
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}
