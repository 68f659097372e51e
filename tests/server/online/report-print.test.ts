import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printMessages, reportMessages } from '../../../server/messages';
import { PRINT_TICKET_TTL_MS } from '../../../server/modules/online/print/print-tickets';
import { captureLog } from '../support/capture-output';
import { startServer } from '../support/test-server';
import { farmServer, type Answer, type FarmServer } from './farm-support';

let farm: FarmServer;
const api = '/online/cgreport/api';

interface Ticket {
  id: string;
  ticket: string;
  expiresIn: number;
}

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

async function ticketFor(report: string, query: Record<string, unknown> = {}, token?: string): Promise<Answer<Ticket>> {
  return (await farm.call('POST', `${api}/printTicket/${report}`, { token, payload: query })).json();
}

async function issued(report: string, query: Record<string, unknown> = {}, token?: string): Promise<Ticket> {
  const answer = await ticketFor(report, query, token);
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

/** Opens the print address as a new window does: no token header. */
const printPage = (id: string, ticket: string) =>
  farm.server.app.inject({
    method: 'GET',
    url: `/farm-machine${api}/print?id=${encodeURIComponent(id)}&ticket=${encodeURIComponent(ticket)}`,
  });

/** The texts of the printed table's body cells, row by row. */
function printedRows(html: string): string[][] {
  const body = html.split('<tbody>')[1]?.split('</tbody>')[0] ?? '';
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<td>(.*?)<\/td>/g)].map((cell) => cell[1]),
  );
}

describe('a print ticket', () => {
  it('is issued to a caller holding the report, for its config id, with no token in it', async () => {
    const ticket = await issued('farm_driver_popup');
    expect(ticket.id).toBe('rp-farm-driver');
    expect(ticket.expiresIn).toBe(PRINT_TICKET_TTL_MS / 1000);
    expect(ticket.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ticket.ticket).not.toContain(farm.admin);
  });

  it('is refused to a caller without the report’s button, and for an unknown report', async () => {
    const guest = await farm.tokenOf('wujiu');
    const refused = await ticketFor('farm_driver_popup', {}, guest);
    expect(refused.success).toBe(false);
    expect(refused.code).toBe(510);
    const unknown = await ticketFor('no_such_report');
    expect(unknown).toMatchObject({ success: false, message: reportMessages.unknownReport });
  });

  it('needs a signed-in caller', async () => {
    const response = await farm.server.app.inject({
      method: 'POST',
      url: `/farm-machine${api}/printTicket/farm_driver_popup`,
      payload: {},
    });
    expect(response.json().success).toBe(false);
    expect(response.json().code).toBe(401);
  });
});

describe('the print page', () => {
  it('prints every row the query matches, with the column titles and dictionary texts', async () => {
    const query = { realname: '王*', column: 'drivingYears', order: 'desc' };
    const listed = (
      await farm.get<{ records: { realname: string; machineTypes_dictText: string }[]; total: number }>(
        `${api}/getData/rp-farm-driver?realname=${encodeURIComponent('王*')}&column=drivingYears&order=desc&pageSize=200`,
      )
    ).result;
    const { id, ticket } = await issued('farm_driver_popup', query);
    const response = await printPage(id, ticket);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(response.body).toContain('<title>机手选择</title>');
    expect(response.body).toContain('<th scope="col">姓名</th>');
    expect(response.body).toContain(`共${listed.total}条`);
    const rows = printedRows(response.body);
    expect(rows).toHaveLength(listed.total);
    const nameColumn = 0;
    expect(rows.map((cells) => cells[nameColumn])).toEqual(listed.records.map((row) => row.realname));
    expect(rows.flat()).toContain(listed.records[0].machineTypes_dictText);
  });

  it('opens once: the same ticket again is refused', async () => {
    const { id, ticket } = await issued('farm_driver_popup');
    expect((await printPage(id, ticket)).body).toContain('<tbody>');
    const again = await printPage(id, ticket);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(printMessages.unknownTicket);
    expect(again.body).not.toContain('<table');
  });

  it('opens within its minute only, by the server’s clock', async () => {
    const late = await issued('farm_driver_popup');
    const inTime = await issued('farm_driver_popup');
    farm.server.clock.advance(PRINT_TICKET_TTL_MS - 1000);
    expect((await printPage(inTime.id, inTime.ticket)).body).toContain('<tbody>');
    farm.server.clock.advance(2000);
    const expired = await printPage(late.id, late.ticket);
    expect(expired.body).toContain(printMessages.expiredTicket);
    expect(expired.body).not.toContain('<table');
  });

  it('refuses a ticket presented for another report, and spends it', async () => {
    const { id, ticket } = await issued('farm_driver_popup');
    const foreign = await printPage('rp-farm-machine', ticket);
    expect(foreign.body).toContain(printMessages.foreignTicket);
    expect(foreign.body).not.toContain('<table');
    expect((await printPage(id, ticket)).body).toContain(printMessages.unknownTicket);
  });

  it('prints the rows of the tenant the ticket was issued in', async () => {
    const tenantTwo = await farm.tokenOf('zhengshi');
    const { id, ticket } = await issued('farm_machine_popup', {}, tenantTwo);
    const rows = printedRows((await printPage(id, ticket)).body);
    expect(rows).toHaveLength(await farm.countIn('farm_asset', 2));
    expect(rows.length).not.toBe(await farm.countIn('farm_asset', 1));
  });

  it('prints nothing for an account frozen since its ticket was issued', async () => {
    const tenantTwo = await farm.tokenOf('zhengshi');
    const { id, ticket } = await issued('farm_machine_popup', {}, tenantTwo);
    const users = farm.server.app.db.updateTable('sys_user').where('username', '=', 'zhengshi');
    await users.set({ status: 2 }).execute();
    try {
      const page = await printPage(id, ticket);
      expect(page.body).toContain(printMessages.noLongerAllowed);
      expect(page.body).not.toContain('<table');
    } finally {
      await users.set({ status: 1 }).execute();
    }
  });

  it('speaks the language the ticket was asked in, though the new window sends no header', async () => {
    const answer = (
      await farm.call('POST', `${api}/printTicket/farm_driver_popup`, {
        payload: {},
        headers: { 'x-farm-locale': 'en' },
      })
    ).json();
    const page = (await printPage(answer.result.id, answer.result.ticket)).body;
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/Printed by .+ at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}, \d+ rows/);
    expect(page).toContain('>Print</button>');
  });

  it('says what is missing when opened without a ticket', async () => {
    for (const query of ['', '?id=rp-farm-driver', '?ticket=abc']) {
      const response = await farm.server.app.inject({ method: 'GET', url: `/farm-machine${api}/print${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(printMessages.missingTicket);
    }
  });
});

describe('hostile input', () => {
  it('never answers 5xx and never prints for forged or malformed tickets', async () => {
    const forged = [
      'x'.repeat(43),
      '<script>alert(1)</script>',
      '../../etc/passwd',
      'A'.repeat(99),
      '%00',
      "' or '1'='1",
    ];
    for (const ticket of forged) {
      const response = await printPage('rp-farm-driver', ticket);
      expect(response.statusCode, ticket).toBeLessThan(500);
      expect(response.body).not.toContain('<table');
      expect(response.body).not.toContain('<script>alert');
    }
    const long = await farm.server.app.inject({
      method: 'GET',
      url: `/farm-machine${api}/print?id=rp-farm-driver&ticket=${'A'.repeat(5000)}`,
    });
    expect(long.statusCode).toBeLessThan(500);
    expect(long.body).not.toContain('<table');
  });

  it('refuses a query the report would refuse, before any ticket is issued', async () => {
    const badSort = await ticketFor('farm_driver_popup', { column: 'password', order: 'asc' });
    expect(badSort.success).toBe(false);
    const nested = await farm.call('POST', `${api}/printTicket/farm_driver_popup`, {
      payload: { realname: { $gt: '' } },
    });
    expect(nested.statusCode).toBeLessThan(500);
    expect(nested.json().success).toBe(false);
    const injected = await ticketFor('farm_driver_popup', { self_machineType: "2' or '1'='1" });
    const rows = printedRows((await printPage(injected.result.id, injected.result.ticket)).body);
    expect(rows).toHaveLength(0);
    const badKey = await farm.call('POST', `${api}/printTicket/${encodeURIComponent('../x')}`, { payload: {} });
    expect(badKey.statusCode).toBeLessThan(500);
  });
});

describe('the log', () => {
  it('never holds the ticket or the token of a print', async () => {
    const log = captureLog();
    const server = await startServer({}, { logger: { level: 'info', stream: log.stream } });
    try {
      const token = await server.login('admin');
      const answer = (
        await server.call({ method: 'POST', url: `${api}/printTicket/farm_driver_popup`, token, payload: {} })
      ).json<Answer<Ticket>>();
      const page = await server.call({
        method: 'GET',
        url: `${api}/print?id=${answer.result.id}&ticket=${answer.result.ticket}`,
      });
      expect(page.body).toContain('<tbody>');
      expect(log.raw()).toContain(`${api}/print?id=rp-farm-driver&ticket=[redacted]`);
      expect(log.raw()).not.toContain(answer.result.ticket);
      expect(log.raw()).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});
