import { randomInt } from 'node:crypto';
import { addressBucket, EventWindow } from '../../../security';
import type { SmsPurpose } from './sign-in-settings';

/** JeecgBoot keeps an SMS code 10 minutes; a new one may be asked for after a minute. */
export const SMS_CODE_LIMITS = { lifetimeMs: 10 * 60 * 1000, resendAfterMs: 60 * 1000, attempts: 5 } as const;
const MAX_PENDING = 10_000;

export type SmsCodeVerdict = 'valid' | 'wrong' | 'missing' | 'exhausted';

interface Pending {
  code: string;
  purpose: SmsPurpose;
  sentAt: number;
  expiresAt: number;
  failures: number;
}

/**
 * The codes sent, one per phone, in server memory (a restart only costs a new code). A code is
 * good for its purpose only, for 10 minutes and 5 wrong answers; after that it is forgotten.
 */
export class SmsCodeStore {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly clock: () => number) {}

  /** Milliseconds before another code may be sent to this phone; 0 when it may now. */
  resendWait(phone: string): number {
    const entry = this.pending.get(phone);
    if (!entry || entry.expiresAt <= this.clock()) return 0;
    return Math.max(0, entry.sentAt + SMS_CODE_LIMITS.resendAfterMs - this.clock());
  }

  /** A new six-digit code for the phone, replacing any earlier one. */
  issue(phone: string, purpose: SmsPurpose): string {
    const now = this.clock();
    if (this.pending.size >= MAX_PENDING) this.evict(now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.pending.set(phone, { code, purpose, sentAt: now, expiresAt: now + SMS_CODE_LIMITS.lifetimeMs, failures: 0 });
    return code;
  }

  forget(phone: string): void {
    this.pending.delete(phone);
  }

  /** Checks an answer without using the code up; wrong answers count toward the limit. */
  check(phone: string, answer: string, purpose: SmsPurpose): SmsCodeVerdict {
    const entry = this.pending.get(phone);
    if (!entry || entry.expiresAt <= this.clock() || entry.purpose !== purpose) return 'missing';
    if (entry.code === answer.trim()) return 'valid';
    entry.failures += 1;
    if (entry.failures < SMS_CODE_LIMITS.attempts) return 'wrong';
    this.pending.delete(phone);
    return 'exhausted';
  }

  /** Checks an answer and, when it is right, uses the code up (single use). */
  consume(phone: string, answer: string, purpose: SmsPurpose): SmsCodeVerdict {
    const verdict = this.check(phone, answer, purpose);
    if (verdict === 'valid') this.pending.delete(phone);
    return verdict;
  }

  /** Gives a checked code its full lifetime again (the recovery form takes a while to fill). */
  extend(phone: string): void {
    const entry = this.pending.get(phone);
    if (entry) entry.expiresAt = this.clock() + SMS_CODE_LIMITS.lifetimeMs;
  }

  private evict(now: number): void {
    for (const [phone, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(phone);
    while (this.pending.size >= MAX_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) break;
      this.pending.delete(oldest);
    }
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
  private readonly requests: EventWindow;
  private readonly sends: EventWindow;

  constructor(clock: () => number) {
    this.requests = new EventWindow(clock, SMS_SEND_LIMIT.windowMs);
    this.sends = new EventWindow(clock, SMS_SEND_LIMIT.windowMs);
  }

  /** Counts a request from the address when it is under its limit; answers whether it was. */
  admit(ip: string): boolean {
    return this.requests.take(addressBucket(ip), SMS_SEND_LIMIT.perAddress) === 0;
  }

  /** Counts a code for the phone when it is under its limit; answers whether it was. */
  admitPhone(phone: string): boolean {
    return this.sends.take(phone, SMS_SEND_LIMIT.perPhone) === 0;
  }
}
