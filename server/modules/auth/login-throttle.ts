import { addressBucket } from '../../security';
import { waitBelow, type EventCounter, type SharedState } from '../../shared-state';

const MINUTE = 60_000;

/**
 * Failed sign-ins, counted over a sliding window of 10 minutes in three ways:
 * - one account from one address: refused after 5, so a guesser at one address stops there;
 * - one address, whatever the accounts (several staff may share an office address): slowed
 *   after 10 (each further attempt waits 1 s, then 2, 4 ... at most a minute after the last
 *   failure), refused after 20;
 * - one account from anywhere: after 5, a sign-in to it from an address it has not signed in
 *   from must also answer the captcha. The owner is never refused for what others did: a
 *   guesser spread over many addresses meets the captcha at each, not a lock on the account.
 */
export const LOGIN_LIMITS = {
  windowMs: 10 * MINUTE,
  perAccountAddress: 5,
  slowAddressAfter: 10,
  perAddress: 20,
  firstSlowMs: 1000,
  longestSlowMs: MINUTE,
  perAccount: 5,
} as const;

export type LoginLimits = typeof LOGIN_LIMITS;

/** Whether a sign-in may be tried now: refused and slowed say for how long they stay so. */
export type LoginGate = { kind: 'open' } | { kind: 'refused'; waitMs: number } | { kind: 'slowed'; waitMs: number };

export class LoginThrottle {
  private readonly failures: EventCounter;

  /** Counted in the shared state: with Redis, failures through every instance add up. */
  constructor(
    private readonly clock: () => number,
    state: SharedState,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {
    this.failures = state.eventWindow('login-failures', limits.windowMs);
  }

  /** What this address may do for this account now, before anything else is checked. */
  async gate(username: string, ip: string): Promise<LoginGate> {
    const address = addressKey(ip);
    const [ofAccountAddress, ofAddress] = await Promise.all([
      this.failures.recent(accountAddressKey(username, ip)),
      this.failures.recent(address),
    ]);
    const now = this.clock();
    const refusedFor = Math.max(
      waitBelow(ofAccountAddress, this.limits.perAccountAddress, this.limits.windowMs, now),
      waitBelow(ofAddress, this.limits.perAddress, this.limits.windowMs, now),
    );
    if (refusedFor > 0) return { kind: 'refused', waitMs: refusedFor };
    const slowedFor = this.slowdown(ofAddress, now);
    return slowedFor > 0 ? { kind: 'slowed', waitMs: slowedFor } : { kind: 'open' };
  }

  /** The account has failed often enough lately, from anywhere, that a human check is asked for. */
  async underAttack(username: string): Promise<boolean> {
    return (await this.failures.recent(accountKey(username))).length >= this.limits.perAccount;
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const keys = [accountAddressKey(username, ip), addressKey(ip), accountKey(username)];
    await Promise.all(keys.map((key) => this.failures.record(key)));
  }

  /**
   * The right password forgives the account's failures from this address only: failures from
   * elsewhere still stand (the owner signing in does not stop someone else guessing), and so do
   * the address's own (it may be guessing other accounts).
   */
  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.failures.clear(accountAddressKey(username, ip));
  }

  private slowdown(recent: readonly number[], now: number): number {
    const beyond = recent.length - this.limits.slowAddressAfter;
    const last = recent[recent.length - 1];
    if (beyond < 0 || last === undefined) return 0;
    const pause = Math.min(this.limits.firstSlowMs * 2 ** beyond, this.limits.longestSlowMs);
    return Math.max(0, last + pause - now);
  }
}

const account = (username: string) => username.trim().toLowerCase();
const accountKey = (username: string) => `account:${account(username)}`;
const addressKey = (ip: string) => `address:${addressBucket(ip)}`;
const accountAddressKey = (username: string, ip: string) => `account-address:${account(username)}@${addressBucket(ip)}`;
