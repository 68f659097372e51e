import { expect, type APIRequestContext } from '@playwright/test';
import { workerPorts } from './e2e-ports';

/**
 * The SMS gateway stand-in of the end-to-end runs: each worker starts one beside its server
 * (sms-capture-server.ts, farm-test.ts) and points the server's FARM_SMS_URL at it, so a test reads
 * the code the server sent as a user reads it from their phone.
 */
export const SMS_CAPTURE_URL = `http://127.0.0.1:${workerPorts().smsCapture}`;

export interface CapturedSms {
  phone: string;
  code: string;
  purpose: string;
}

/** The newest code sent to `phone` for `purpose`, waiting for it to arrive. */
export async function capturedSmsCode(
  request: APIRequestContext,
  phone: string,
  purpose: 'login' | 'register' | 'forget',
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`${SMS_CAPTURE_URL}/messages`)).json()) as CapturedSms[];
      code = messages.filter((message) => message.phone === phone && message.purpose === purpose).at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
