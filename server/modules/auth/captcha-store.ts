import { createHash } from 'node:crypto';
import type { ExpiringEntries, SharedState } from '../../shared-state';

/** A captcha is valid for 5 minutes and for one attempt. */
export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** Bounds the memory anonymous callers can make one instance hold (their images are throttled per address too). */
export const MAX_PENDING_CAPTCHAS = 10_000;

export type CaptchaVerdict = 'valid' | 'wrong' | 'expired';

/** Only a hash of the code is kept: what the store holds does not answer the captcha. */
const digest = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest('base64url');

/**
 * The codes handed out, per checkKey, in the shared state (in memory a restart invalidates them,
 * which only costs a fresh image; in Redis every instance checks what any instance drew). A new
 * image for the same checkKey replaces the old code.
 */
export class CaptchaStore {
  private readonly pending: ExpiringEntries<string>;

  constructor(
    private readonly clock: () => number,
    state: SharedState,
    maxPending = MAX_PENDING_CAPTCHAS,
  ) {
    this.pending = state.entries('captcha', { capacity: maxPending, whenFull: 'dropOldest' });
  }

  async remember(checkKey: string, code: string): Promise<void> {
    await this.pending.put(checkKey, digest(code), this.clock() + CAPTCHA_LIFETIME_MS);
  }

  /** Checks an answer (case-insensitively) and forgets the code whatever the outcome. */
  async consume(checkKey: string, answer: string): Promise<CaptchaVerdict> {
    const entry = await this.pending.take(checkKey);
    if (!entry || entry.expiresAt <= this.clock()) return 'expired';
    return entry.value === digest(answer) ? 'valid' : 'wrong';
  }
}
