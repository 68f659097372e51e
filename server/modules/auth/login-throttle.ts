/**
 * Failed sign-ins are counted per account and per address over a sliding window: 5 failures of
 * one account, or 20 from one address (several staff may share an office address), within 10
 * minutes refuse further attempts until the oldest counted failure leaves the window.
 */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 10 * 60 * 1000 } as const;
const MAX_TRACKED = 50_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: () => number,
    private readonly limits: { perAccount: number; perAddress: number; windowMs: number } = LOGIN_LIMITS,
  ) {}

  /** Milliseconds until the account and the address may try again; 0 when they may now. */
  retryAfter(username: string, address: string): number {
    return Math.max(
      this.wait(accountKey(username), this.limits.perAccount),
      this.wait(addressKey(address), this.limits.perAddress),
    );
  }

  recordFailure(username: string, address: string): void {
    const now = this.clock();
    if (this.failures.size >= MAX_TRACKED) this.prune(now);
    for (const key of [accountKey(username), addressKey(address)]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
  }

  /** A successful sign-in forgives the account's failures (not the address's). */
  clearAccount(username: string): void {
    this.failures.delete(accountKey(username));
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.limits.windowMs);
  }

  private wait(key: string, limit: number): number {
    const now = this.clock();
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit] + this.limits.windowMs - now;
  }

  private prune(now: number): void {
    for (const key of this.failures.keys()) if (!this.recent(key, now).length) this.failures.delete(key);
  }
}

const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
