import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '../../../i18n';

/** How long a print ticket may wait for its page: the browser opens it right after asking. */
export const PRINT_TICKET_TTL_MS = 60_000;
/** Outstanding tickets at most; each lives a minute, so only a flood of requests reaches it. */
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

interface Outstanding<Scope> {
  grant: PrintGrant<Scope>;
  expiresAt: number;
}

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
  private readonly outstanding = new Map<string, Outstanding<Scope>>();

  constructor(
    private readonly clock: () => number,
    private readonly ttlMs = PRINT_TICKET_TTL_MS,
  ) {}

  /** A new ticket for the grant, or undefined when too many are outstanding. */
  issue(grant: PrintGrant<Scope>): string | undefined {
    this.dropExpired();
    if (this.outstanding.size >= MAX_OUTSTANDING_TICKETS) return undefined;
    const ticket = randomBytes(TICKET_BYTES).toString('base64url');
    this.outstanding.set(keyOf(ticket), { grant, expiresAt: this.clock() + this.ttlMs });
    return ticket;
  }

  /**
   * The grant of a ticket presented for `target`. The ticket is spent by being presented, whatever
   * the outcome: a second use, or a use for another document, finds nothing.
   */
  redeem(ticket: string, target: string): Redeemed<Scope> {
    if (!TICKET_PATTERN.test(ticket)) return { refusal: 'unknown' };
    const key = keyOf(ticket);
    const entry = this.outstanding.get(key);
    if (!entry) return { refusal: 'unknown' };
    this.outstanding.delete(key);
    if (entry.expiresAt <= this.clock()) return { refusal: 'expired' };
    if (entry.grant.target !== target) return { refusal: 'foreign' };
    return { grant: entry.grant };
  }

  private dropExpired(): void {
    const now = this.clock();
    for (const [key, entry] of this.outstanding) if (entry.expiresAt <= now) this.outstanding.delete(key);
  }
}
