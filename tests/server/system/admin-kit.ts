import type { InjectOptions } from 'fastify';
import { expectNoSecrets, type Answer, type TestServer } from '../support/test-server';

/** A JeecgBoot page as list routes answer it. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface Reply<T> {
  status: number;
  answer: Answer<T>;
  body: string;
}

/** Calls the API as a signed-in user and checks that the answer carries no stored secret. */
export async function call<T = unknown>(
  server: TestServer,
  token: string | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<Reply<T>> {
  const response = await server.call({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  expectNoSecrets(response.body);
  return { status: response.statusCode, answer: response.json<Answer<T>>(), body: response.body };
}

export const get = <T = unknown>(server: TestServer, token: string, url: string) => call<T>(server, token, 'GET', url);

/** Signs in several demo users at once. */
export async function signIn(server: TestServer, usernames: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const username of usernames) tokens[username] = await server.login(username);
  return tokens;
}

/** The rows of a table as stored, to show that a refused request changed nothing. */
export function snapshot(server: TestServer, table: string): Promise<unknown[]> {
  return server.app.db
    .selectFrom(table as 'sys_user')
    .selectAll()
    .orderBy('id')
    .execute();
}
