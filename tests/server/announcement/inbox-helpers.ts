import type { TestServer, Answer } from '../support/test-server';

/** An announcement as the bell lists it. */
export interface BellRecord {
  id: string;
  titile: string;
  msgCategory: string;
  sendTime: string;
  [field: string]: unknown;
}

export interface BellLists {
  anntMsgList: BellRecord[];
  anntMsgTotal: number;
  sysMsgList: BellRecord[];
  sysMsgTotal: number;
}

export async function bellOf(server: TestServer, token: string): Promise<BellLists> {
  const answer = (await server.call({ method: 'GET', url: '/sys/annountCement/listByUser?_t=1726800000', token })).json<
    Answer<BellLists>
  >();
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

export const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);

export async function markRead(
  server: TestServer,
  token: string,
  anntId: string,
  method: 'PUT' | 'POST' = 'PUT',
): Promise<Answer> {
  return (
    await server.call({ method, url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId', token, payload: { anntId } })
  ).json<Answer>();
}

/** Rows of the read-flag table, straight from the database. */
export function deliveries(server: TestServer, anntId: string) {
  return server.app.db
    .selectFrom('sys_announcement_send')
    .select(['userId', 'readFlag'])
    .where('anntId', '=', anntId)
    .orderBy('userId')
    .execute();
}
