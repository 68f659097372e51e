import { getHttpConfig, postAction, requireSuccess } from '../../../elements/core/http';

/** The server's answer to a print request: the report's config id and a single-use ticket. */
export interface PrintTicket {
  id: string;
  ticket: string;
}

/**
 * The print address of a report: JeecgBoot's report print address appends `id` and `token`; the
 * token never goes into an address here (history, logs and referrers keep addresses), a
 * short-lived ticket that opens this one page once does instead.
 */
export function reportPrintAddress({ id, ticket }: PrintTicket, basePath = getHttpConfig().basePath): string {
  return `${basePath}/online/cgreport/api/print?${new URLSearchParams({ id, ticket })}`;
}

/** Asks the server for a ticket to print the report with the query the page applies. */
export async function requestPrintTicket(
  configId: string,
  params: Readonly<Record<string, string>>,
): Promise<PrintTicket> {
  return requireSuccess(
    await postAction<PrintTicket>(`/online/cgreport/api/printTicket/${encodeURIComponent(configId)}`, params),
  );
}

/**
 * Opens the report's printable page in a new window. The window is opened at the click, before
 * the ticket arrives, so popup blockers see it as the user's; it is closed again when the server
 * refuses, and the refusal is thrown for the page to show.
 */
export async function openReportPrint(configId: string, params: Readonly<Record<string, string>>): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const address = reportPrintAddress(await requestPrintTicket(configId, params));
    if (!target) {
      window.open(address, '_blank', 'noopener');
      return;
    }
    // The printable page has no business with the console's window.
    target.opener = null;
    target.location.replace(address);
  } catch (error) {
    target?.close();
    throw error;
  }
}
