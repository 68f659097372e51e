import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '../../../i18n';
import type { ExpiringEntries, SharedState } from '../../../shared-state';

/** How long a print ticket may wait for its page: the browser opens it right after asking. */
export const PRINT_TICKET_TTL_MS = 60_000;
/** Outstanding tickets one instance holds in memory at most; each lives a minute, so only a flood of requests reaches it. */
export const MAX_OUTSTANDING_TICKETS = 10_000;

/** What a ticket lets its page print: one document, for the caller who asked, within what they may reach. */
export interface PrintGrant<Scope> {
  /** The document the ticket is for (a report's config id): a ticket for another is refused. */
  target: string;
  userId: string;
  /** The language the caller was answered in: the page, opened without the header, speaks it too. */
  locale: Locale;
  /** What the caller asked to print and the rows they may reach (their tenant, their data rules), fixed when the ticket is issued. */
  scope: Scope;
}

export type Redeemed<Scope> = { grant: PrintGrant<Scope> } | { refusal: 'unknown' | 'expired' | 'foreign' };

/** 256 random bits, URL-safe: the ticket is the only secret of the print address. */
const TICKET_BYTES = 32;
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only a hash is kept: the store's keys would not open a page even if they were read. */
const keyOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * Short-lived, single-use print tickets. A print page opens in a new window, which cannot send
 * the token header, and JeecgBoot puts the token itself in the print address (`&token=`), where
 * history, logs and referrers keep it. A ticket instead opens one page of one document once,
 * within a minute, and is worth nothing afterwards.
 */
export class PrintTickets<Scope> {
  private readonly outstanding: ExpiringEntries<PrintGrant<Scope>>;

  /** In the shared state: with Redis, a ticket issued through one instance opens its page through any. */
  constructor(
    private readonly clock: () => number,
    state: SharedState,
    private readonly ttlMs = PRINT_TICKET_TTL_MS,
  ) {
    this.outstanding = state.entries('print-ticket', { capacity: MAX_OUTSTANDING_TICKETS, whenFull: 'refuse' });
  }

  /** A new ticket for the grant, or undefined when too many are outstanding. */
  async issue(grant: PrintGrant<Scope>): Promise<string | undefined> {
    const ticket = randomBytes(TICKET_BYTES).toString('base64url');
    const kept = await this.outstanding.put(keyOf(ticket), grant, this.clock() + this.ttlMs);
    return kept ? ticket : undefined;
  }

  /**
   * The grant of a ticket presented for `target`. The ticket is spent by being presented, whatever
   * the outcome: a second use, or a use for another document, finds nothing.
   */
  async redeem(ticket: string, target: string): Promise<Redeemed<Scope>> {
    if (!TICKET_PATTERN.test(ticket)) return { refusal: 'unknown' };
    const entry = await this.outstanding.take(keyOf(ticket));
    if (!entry) return { refusal: 'unknown' };
    if (entry.expiresAt <= this.clock()) return { refusal: 'expired' };
    if (entry.value.target !== target) return { refusal: 'foreign' };
    return { grant: entry.value };
  }
}
