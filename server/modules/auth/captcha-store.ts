/** A captcha is valid for 5 minutes and for one attempt. */
export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** Bounds the memory anonymous callers can make the server hold (their images are throttled per address too). */
export const MAX_PENDING_CAPTCHAS = 10_000;

export type CaptchaVerdict = 'valid' | 'wrong' | 'expired';

/**
 * The codes handed out, per checkKey, kept in server memory (a restart invalidates them, which
 * only costs a fresh image). A new image for the same checkKey replaces the old code.
 */
export class CaptchaStore {
  private readonly pending = new Map<string, { code: string; expiresAt: number }>();

  constructor(
    private readonly clock: () => number,
    private readonly maxPending = MAX_PENDING_CAPTCHAS,
  ) {}

  get size(): number {
    return this.pending.size;
  }

  remember(checkKey: string, code: string): void {
    const now = this.clock();
    this.pending.delete(checkKey);
    if (this.pending.size >= this.maxPending) this.evict(now);
    this.pending.set(checkKey, { code: code.toLowerCase(), expiresAt: now + CAPTCHA_LIFETIME_MS });
  }

  /** Checks an answer (case-insensitively) and forgets the code whatever the outcome. */
  consume(checkKey: string, answer: string): CaptchaVerdict {
    const entry = this.pending.get(checkKey);
    this.pending.delete(checkKey);
    if (!entry || entry.expiresAt <= this.clock()) return 'expired';
    return entry.code === answer.trim().toLowerCase() ? 'valid' : 'wrong';
  }

  private evict(now: number): void {
    for (const [key, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(key);
    // Still full: drop the oldest (a Map iterates in insertion order).
    while (this.pending.size >= this.maxPending) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) break;
      this.pending.delete(oldest);
    }
  }
}
