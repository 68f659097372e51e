import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../../server/config/settings';
import { signInMessages } from '../../../server/messages';
import { SMS_CODE_LIMITS } from '../../../server/modules/system';
import { startServer, type TestServer } from '../support/test-server';

describe('sign-in settings from the environment', () => {
  it('reads the CAS address, the third-party identity services and the SMS gateway', () => {
    const settings = readSettings({
      FARM_CAS_URL: 'https://sso.example.com/cas',
      FARM_THIRD_LOGIN:
        'github=https://id.example.com/github, wechat_enterprise = https://id.example.com/wx ,bad=ftp://x,=https://nameless',
      FARM_SMS_URL: 'https://sms.example.com/send',
    });
    expect(settings).toMatchObject({
      casUrl: 'https://sso.example.com/cas',
      thirdLogin: { github: 'https://id.example.com/github', wechat_enterprise: 'https://id.example.com/wx' },
      smsUrl: 'https://sms.example.com/send',
    });
    expect(Object.keys(settings.thirdLogin)).toEqual(['github', 'wechat_enterprise']);
  });

  it('leaves each off when unset or not a web address', () => {
    const settings = readSettings({ FARM_SMS_URL: 'file:///etc/passwd' });
    expect(settings.casUrl).toBeUndefined();
    expect(settings.thirdLogin).toEqual({});
    expect(settings.smsUrl).toBeUndefined();
  });
});

describe('the SMS gateway of FARM_SMS_URL', () => {
  const received: unknown[] = [];
  let gateway: Server;
  let answerStatus = 200;
  let server: TestServer;

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(answerStatus).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    server = await startServer({ smsUrl: `http://127.0.0.1:${port}/send` });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('posts the phone, the code and its purpose to the gateway', async () => {
    const answer = (
      await server.call({ method: 'POST', url: '/sys/sms', payload: { mobile: '13800000004', smsmode: '2' } })
    ).json();
    expect(answer).toMatchObject({ success: true });
    expect(received).toEqual([{ phone: '13800000004', code: expect.stringMatching(/^\d+$/), purpose: 'forget' }]);
  });

  it('tells the user when the gateway refuses', async () => {
    answerStatus = 503;
    server.clock.advance(SMS_CODE_LIMITS.resendAfterMs);
    const answer = (
      await server.call({ method: 'POST', url: '/sys/sms', payload: { mobile: '13800000005', smsmode: '2' } })
    ).json();
    expect(answer).toMatchObject({ success: false, message: signInMessages.smsFailed });
  });
});
