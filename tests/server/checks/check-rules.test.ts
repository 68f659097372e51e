import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMessages, httpMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
let guest: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  guest = await server.login('wujiu');
});
afterAll(() => server.close());

interface Rule {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  createBy: string;
}

async function send<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = admin,
): Promise<Answer<T>> {
  return (await server.call({ method, url, token, ...(payload ? { payload } : {}) })).json<Answer<T>>();
}
// The client URL-encodes the value, then the query string encodes it again.
const checkByCode = (ruleCode: string, value: string, token = guest) =>
  send<Record<string, unknown>>(
    'GET',
    `/sys/checkRule/checkByCode?ruleCode=${ruleCode}&value=${encodeURIComponent(encodeURIComponent(value))}`,
    undefined,
    token,
  );
const byCode = async (code: string) =>
  (await send<{ records: Rule[] }>('GET', `/sys/checkRule/list?ruleCode=${code}`)).result.records[0];

describe('/sys/checkRule/checkByCode: any signed-in user checks a value', () => {
  it('passes a machine plate number that fits the seeded rule', async () => {
    expect(await checkByCode('machine_plate', '黑0112345')).toMatchObject({ success: true });
  });

  it("answers the failing step's message, with the step in result", async () => {
    const answer = await checkByCode('machine_plate', '黑01A2345');
    expect(answer).toMatchObject({ success: false, message: '第4至8位须为5位数字序号' });
    expect(answer.result).toMatchObject({
      digits: '5',
      checkValue: 'A2345',
      beginIndex: 3,
      endIndex: 8,
      passed: false,
    });
  });

  it("checks the seeded order number rule and JeecgBoot's common rule", async () => {
    expect(await checkByCode('order_number', 'NJ2024092010300012')).toMatchObject({ success: true });
    expect(await checkByCode('order_number', 'CN2024092010300012')).toMatchObject({
      success: false,
      message: '订单编号须以 NJ 开头',
    });
    expect(await checkByCode('common', '1abc')).toMatchObject({ success: false, message: '第一位只能是字母' });
  });

  it("answers JeecgBoot's message for an unknown rule code", async () => {
    expect(await checkByCode('no_such_rule', 'x')).toMatchObject({
      success: false,
      message: checkMessages.ruleCodeUnknown,
    });
  });
});

describe('/sys/checkRule add, edit, list, queryById, delete', () => {
  const steps = JSON.stringify([{ digits: '*', pattern: '^[0-9]{6}$', message: '邮编为6位数字' }]);

  it("adds a rule whose JSON is valid, under the caller's name", async () => {
    expect(
      await send('POST', '/sys/checkRule/add', { ruleName: '邮政编码', ruleCode: 'postcode', ruleJson: steps }),
    ).toMatchObject({ success: true, message: checkMessages.added });
    expect(await byCode('postcode')).toMatchObject({ ruleName: '邮政编码', createBy: 'admin' });
    expect(await checkByCode('postcode', '15000')).toMatchObject({ success: false, message: '邮编为6位数字' });
  });

  it('refuses broken JSON, a broken pattern and a taken code', async () => {
    expect(
      (await send('POST', '/sys/checkRule/add', { ruleName: 'x', ruleCode: 'x1', ruleJson: '{"digits":"*"}' })).message,
    ).toBe(checkMessages.ruleJsonNotArray);
    const broken = JSON.stringify([{ digits: '*', pattern: '(', message: 'm' }]);
    expect(
      (await send('POST', '/sys/checkRule/add', { ruleName: 'x', ruleCode: 'x2', ruleJson: broken })).message,
    ).toBe(checkMessages.rulePattern(1));
    expect(
      await send('POST', '/sys/checkRule/add', { ruleName: 'x', ruleCode: 'postcode', ruleJson: steps }),
    ).toMatchObject({ success: false, message: checkMessages.ruleCodeTaken('postcode') });
  });

  it('edits a rule from its record and answers it by id', async () => {
    const rule = await byCode('postcode');
    const looser = JSON.stringify([{ digits: '*', pattern: '^[0-9]{5,6}$', message: '邮编为5到6位数字' }]);
    expect(await send('PUT', '/sys/checkRule/edit', { ...rule, ruleJson: looser })).toMatchObject({
      success: true,
      message: checkMessages.edited,
    });
    expect(await checkByCode('postcode', '15000')).toMatchObject({ success: true });
    expect(await send('GET', `/sys/checkRule/queryById?id=${rule.id}`)).toMatchObject({ result: { ruleJson: looser } });
  });

  it('deletes rules', async () => {
    const rule = await byCode('postcode');
    expect(await send('DELETE', `/sys/checkRule/delete?id=${rule.id}`)).toMatchObject({
      success: true,
      message: checkMessages.deleted,
    });
    expect(await checkByCode('postcode', '1')).toMatchObject({
      success: false,
      message: checkMessages.ruleCodeUnknown,
    });
    expect(await send('DELETE', '/sys/checkRule/deleteBatch?ids=nope')).toMatchObject({
      success: true,
      message: checkMessages.batchDeleted,
    });
  });
});

describe('a rule whose pattern backtracks without end', () => {
  it('answers a refusal instead of hanging the server', async () => {
    const evil = JSON.stringify([{ digits: '*', pattern: '(a+)+', message: 'm' }]);
    await send('POST', '/sys/checkRule/add', { ruleName: '回溯', ruleCode: 'redos', ruleJson: evil });
    expect(await checkByCode('redos', `${'a'.repeat(40)}!`)).toMatchObject({
      success: false,
      message: checkMessages.patternTimedOut,
    });
    expect(await checkByCode('machine_plate', '黑0112345')).toMatchObject({ success: true });
  });
});

describe('changing check rules needs the check-rule buttons', () => {
  it('answers 510 to a user without them, and changes nothing', async () => {
    const plate = await byCode('machine_plate');
    const steps = JSON.stringify([{ digits: '*', pattern: '.*', message: 'm' }]);
    expect(
      await send('POST', '/sys/checkRule/add', { ruleName: 'x', ruleCode: 'by_guest', ruleJson: steps }, guest),
    ).toMatchObject({ code: 510, message: httpMessages.noAuthorisation });
    expect(await send('PUT', '/sys/checkRule/edit', { id: plate.id, ruleJson: steps }, guest)).toMatchObject({
      code: 510,
    });
    expect(await send('DELETE', `/sys/checkRule/delete?id=${plate.id}`, undefined, guest)).toMatchObject({ code: 510 });
    expect(await byCode('machine_plate')).toEqual(plate);
  });
});
