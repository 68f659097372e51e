import type { InjectOptions } from 'fastify';
import type { Answer, TestServer } from '../support/test-server';

/** The header a client sends to be answered in English (never sent by the stock JeecgBoot client). */
export const ENGLISH = { 'x-farm-locale': 'en' } as const;

/** One call's JSON answer, asked in English or without the header (what a stock client sends). */
export async function answerIn<T>(
  server: TestServer,
  language: 'en' | 'none',
  options: InjectOptions & { url: string; token?: string },
): Promise<Answer<T>> {
  const headers = { ...(options.headers ?? {}), ...(language === 'en' ? ENGLISH : {}) };
  const response = await server.call({ ...options, headers });
  return response.json<Answer<T>>();
}

/** Any Han character: an English answer that still holds one was not translated. */
export const HAN = /\p{Script=Han}/u;
