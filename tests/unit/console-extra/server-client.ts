import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { resetSessionBacking } from '../../../elements/core/session';
import { startServer, type TestServer } from '../../server/support/test-server';
import { memorySession } from './session-fixture';

/**
 * The console's shared HTTP client wired to the real reference server in process: every
 * request goes through `app.inject`, so the requests the console builds are answered by the
 * endpoints themselves.
 */
function injectAdapter(server: TestServer, sent: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    sent.push(config);
    const response = await server.app.inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url: axios.getUri(config),
      headers: AxiosHeaders.from(config.headers).toJSON() as Record<string, string>,
      payload: typeof config.data === 'string' ? config.data : undefined,
    });
    const answer = {
      status: response.statusCode,
      statusText: response.statusMessage,
      data: response.body,
      headers: new AxiosHeaders(response.headers as Record<string, string>),
      config,
    };
    if (config.validateStatus?.(answer.status) ?? true) return answer;
    throw new AxiosError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', config, null, answer);
  };
}

export interface ConsoleOnServer {
  server: TestServer;
  /** Every request the client sent, as the adapter saw it. */
  sent: InternalAxiosRequestConfig[];
  /** Signs in as this user: the client then sends their token. */
  signIn: (username: string) => Promise<void>;
  close: () => Promise<void>;
}

export async function consoleOnServer(): Promise<ConsoleOnServer> {
  const server = await startServer();
  const sent: InternalAxiosRequestConfig[] = [];
  let token: string | null = null;
  memorySession();
  configureHttp({
    adapter: injectAdapter(server, sent),
    getToken: () => token,
    getTenantId: () => null,
    basePath: '/farm-machine',
  });
  return {
    server,
    sent,
    signIn: async (username) => {
      token = await server.login(username);
    },
    close: async () => {
      resetHttpConfig();
      resetSessionBacking();
      await server.close();
    },
  };
}
