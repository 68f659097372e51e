import { createHash, randomInt } from 'node:crypto';
import { addressBucket } from '../../../security';
import type { EventCounter, ExpiringEntries, SharedState } from '../../../shared-state';
import type { SmsPurpose } from './sign-in-settings';

/** JeecgBoot keeps an SMS code 10 minutes; a new one may be asked for after a minute. */
export const SMS_CODE_LIMITS = { lifetimeMs: 10 * 60 * 1000, resendAfterMs: 60 * 1000, attempts: 5 } as const;
const MAX_PENDING = 10_000;

export type SmsCodeVerdict = 'valid' | 'wrong' | 'missing' | 'exhausted';

interface Pending {
  /** A hash of the code: what the store holds does not answer it. */
  codeHash: string;
  purpose: SmsPurpose;
  sentAt: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The codes sent, one per phone, in the shared state (in memory a restart only costs a new code;
 * in Redis a code sent through one instance is checked by any). A code is good for its purpose
 * only, for 10 minutes and 5 wrong answers; after that it is forgotten. Wrong answers are counted
 * apart, in one step each, so answers sent at once to several instances cannot go beyond five.
 */
export class SmsCodeStore {
  private readonly pending: ExpiringEntries<Pending>;
  private readonly failures: EventCounter;

  constructor(
    private readonly clock: () => number,
    state: SharedState,
  ) {
    this.pending = state.entries('sms-code', { capacity: MAX_PENDING, whenFull: 'dropOldest' });
    this.failures = state.eventWindow('sms-code-failures', SMS_CODE_LIMITS.lifetimeMs);
  }

  /** Milliseconds before another code may be sent to this phone; 0 when it may now. */
  async resendWait(phone: string): Promise<number> {
    const entry = await this.pending.get(digest(phone));
    const now = this.clock();
    if (!entry || entry.expiresAt <= now) return 0;
    return Math.max(0, entry.value.sentAt + SMS_CODE_LIMITS.resendAfterMs - now);
  }

  /** A new six-digit code for the phone, replacing any earlier one. */
  async issue(phone: string, purpose: SmsPurpose): Promise<string> {
    const now = this.clock();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.failures.clear(digest(phone));
    await this.pending.put(
      digest(phone),
      { codeHash: digest(code), purpose, sentAt: now },
      now + SMS_CODE_LIMITS.lifetimeMs,
    );
    return code;
  }

  async forget(phone: string): Promise<void> {
    await Promise.all([this.pending.delete(digest(phone)), this.failures.clear(digest(phone))]);
  }

  /** Checks an answer without using the code up; wrong answers count toward the limit. */
  async check(phone: string, answer: string, purpose: SmsPurpose): Promise<SmsCodeVerdict> {
    const key = digest(phone);
    const entry = await this.pending.get(key);
    if (!entry || entry.expiresAt <= this.clock() || entry.value.purpose !== purpose) return 'missing';
    if (entry.value.codeHash === digest(answer.trim())) return 'valid';
    // The fifth wrong answer finds the four before it in place: the code goes.
    if ((await this.failures.take(key, SMS_CODE_LIMITS.attempts - 1)) === 0) return 'wrong';
    // The code goes, its wrong answers stay (a new code clears them): a check that read the code
    // just before it went must find the count full, not start a new one and call its answer 'wrong'.
    await this.pending.delete(key);
    return 'exhausted';
  }

  /**
   * Checks an answer and, when it is right, uses the code up in one step of the shared state
   * (`take`: GETDEL in Redis), so that of two requests using one code, through one instance or
   * two, exactly one gets 'valid'. What was taken is compared again: a code another request used
   * first, or a new one sent meanwhile, is not this answer's.
   */
  async consume(phone: string, answer: string, purpose: SmsPurpose): Promise<SmsCodeVerdict> {
    const verdict = await this.check(phone, answer, purpose);
    if (verdict !== 'valid') return verdict;
    const key = digest(phone);
    const taken = await this.pending.take(key);
    if (
      !taken ||
      taken.expiresAt <= this.clock() ||
      taken.value.purpose !== purpose ||
      taken.value.codeHash !== digest(answer.trim())
    )
      return 'missing';
    await this.failures.clear(key);
    return 'valid';
  }

  /** Gives a checked code its full lifetime again (the recovery form takes a while to fill). */
  async extend(phone: string): Promise<void> {
    const entry = await this.pending.get(digest(phone));
    if (entry) await this.pending.put(digest(phone), entry.value, this.clock() + SMS_CODE_LIMITS.lifetimeMs);
  }
}

/**
 * Per hour: 10 requests from one address, counted before anything is looked up, whatever comes
 * of them (a code sent, or "no such account": answers JeecgBoot's pages need, which would
 * otherwise tell a script for number after number who has an account); 5 codes to one phone,
 * from wherever asked (texting costs money and reaches strangers' phones).
 */
export const SMS_SEND_LIMIT = { perAddress: 10, perPhone: 5, windowMs: 60 * 60 * 1000 } as const;

export class SmsSendThrottle {
  private readonly requests: EventCounter;
  private readonly sends: EventCounter;

  constructor(state: SharedState) {
    this.requests = state.eventWindow('sms-requests', SMS_SEND_LIMIT.windowMs);
    this.sends = state.eventWindow('sms-sends', SMS_SEND_LIMIT.windowMs);
  }

  /** Counts a request from the address when it is under its limit; answers whether it was. */
  async admit(ip: string): Promise<boolean> {
    return (await this.requests.take(addressBucket(ip), SMS_SEND_LIMIT.perAddress)) === 0;
  }

  /** Counts a code for the phone when it is under its limit; answers whether it was. */
  async admitPhone(phone: string): Promise<boolean> {
    return (await this.sends.take(digest(phone), SMS_SEND_LIMIT.perPhone)) === 0;
  }
}
