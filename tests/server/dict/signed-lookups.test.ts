import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedParameters, signParameters } from '../../../server/http';
import { httpMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';

const SECRET = 'dictionary-sign-secret-for-tests';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ signSecret: SECRET });
  token = await server.login('lisi');
});
afterAll(() => server.close());

const TREE = '/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=id&pidField=parent_id&pid=dep-service';
const signedRoutes = [
  '/sys/dict/loadDict/sys_user,realname,username?keyword=li',
  '/sys/dict/loadDictOrderByValue/sys_user,realname,username?keyword=lisi',
  '/sys/dict/loadDictItem/sys_user,realname,username?key=lisi',
  TREE,
];

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer<unknown>> {
  return (await server.call({ method: 'GET', url, token, headers })).json<Answer<unknown>>();
}

function signatureHeaders(url: string): Record<string, string> {
  const params = signedParameters(`/farm-machine${url}`, undefined, 'GET');
  return { 'X-Sign': signParameters(params, SECRET), 'X-TIMESTAMP': String(server.clock.now) };
}

describe('the dictionary routes JeecgBoot signs, with a configured secret', () => {
  it('refuse a request without X-Sign', async () => {
    for (const url of signedRoutes)
      expect(await get(url)).toMatchObject({ success: false, message: httpMessages.signIncomplete });
  });

  it('serve a request signed with the secret', async () => {
    for (const url of signedRoutes) expect(await get(url, signatureHeaders(url))).toMatchObject({ success: true });
  });

  it('refuse a signature computed over other parameters', async () => {
    const forged = signatureHeaders(TREE.replace('dep-service', 'dep-root'));
    expect(await get(TREE, forged)).toMatchObject({ success: false, message: httpMessages.signInvalid });
  });
});

describe('routes JeecgBoot does not sign', () => {
  it('are served without a signature', async () => {
    for (const url of [
      '/sys/category/loadTreeData?pcode=A01',
      '/sys/dict/queryAllDictItems',
      '/sys/duplicate/check?tableName=sys_role&fieldName=role_code&fieldVal=x',
    ]) {
      expect(await get(url)).toMatchObject({ success: true });
    }
  });
});
