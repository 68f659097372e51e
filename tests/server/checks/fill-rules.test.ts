import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../server/db';
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
  ruleCode: string;
  ruleClass: string;
  ruleParams: string | null;
}

async function send<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = admin,
): Promise<Answer<T>> {
  return (await server.call({ method, url, token, ...(payload ? { payload } : {}) })).json<Answer<T>>();
}
const execute = <T>(code: string, formData: object = {}, query = '') =>
  send<T>('PUT', `/sys/fillRule/executeRuleByCode/${code}${query}`, formData, guest);
const byCode = async (code: string) =>
  (await send<{ records: Rule[] }>('GET', `/sys/fillRule/list?ruleCode=${code}`)).result.records[0];
const stamp = () => formatDateTime(server.clock.now).replace(/\D/g, '');
const categoryId = async (code: string) =>
  (await send<{ id: string }>('GET', `/sys/category/loadOne?field=code&val=${code}`)).result.id;

describe('executeRuleByCode: a form asks for a generated value', () => {
  it('makes farm order numbers: NJ, the time to the second, two random digits', async () => {
    const answer = await execute<string>('farm_order_num');
    expect(answer.success).toBe(true);
    expect(answer.result).toMatch(new RegExp(`^NJ${stamp()}[1-9][0-9]$`));
  });

  it('makes numbers the seeded order-number check rule accepts', async () => {
    const { result } = await execute<string>('farm_order_num');
    const check = await send(
      'GET',
      `/sys/checkRule/checkByCode?ruleCode=order_number&value=${result}`,
      undefined,
      guest,
    );
    expect(check).toMatchObject({ success: true });
  });

  it('lets a query parameter override a rule parameter of the same name', async () => {
    expect((await execute<string>('repair_order_num', {}, '?prefix=HLJ')).result).toMatch(/^HLJ\d{16}$/);
    expect((await execute<string>('repair_order_num')).result).toMatch(/^WX\d{16}$/);
  });

  it("codes a new category from the form's pid (JeecgBoot's category_code_rule)", async () => {
    expect((await execute<string>('category_code_rule', { pid: await categoryId('A01A06') })).result).toBe('A01A06A04');
    expect((await execute<string>('category_code_rule', {})).result).toBe('A03');
  });

  it("codes a new department and its type from the form's parentId (org_num_role)", async () => {
    expect((await execute<string[]>('org_num_role', { parentId: 'dep-service' })).result).toEqual(['A01A03A03', '3']);
    expect((await execute<string[]>('org_num_role', {})).result).toEqual(['A02', '1']);
    expect(await execute('org_num_role', { parentId: 'nope' })).toMatchObject({
      success: false,
      message: checkMessages.fillParentNotFound,
    });
  });

  it('names an unknown rule code', async () => {
    expect(await execute('no_such_rule')).toMatchObject({
      success: false,
      message: checkMessages.fillRuleUnknown('no_such_rule'),
    });
  });
});

describe('executeRuleByCodeBatch and testFillRule', () => {
  it('runs several rules, each with its own or the common form data; unknown codes give null', async () => {
    const answer = await send<{ ruleCode: string; result: unknown }[]>(
      'PUT',
      '/sys/fillRule/executeRuleByCodeBatch',
      {
        commonFormData: { parentId: 'dep-hlj' },
        rules: [
          { ruleCode: 'org_num_role' },
          { ruleCode: 'org_num_role', formData: { parentId: 'dep-henan' } },
          { ruleCode: 'nope' },
        ],
      },
      guest,
    );
    expect(answer.result).toEqual([
      { ruleCode: 'org_num_role', result: ['A01A06A03', '3'] },
      { ruleCode: 'org_num_role', result: ['A01A07A02', '3'] },
      { ruleCode: 'nope', result: null },
    ]);
  });

  it('testFillRule runs a rule with its own parameters', async () => {
    expect((await send<string>('GET', '/sys/fillRule/testFillRule?ruleCode=repair_order_num')).result).toMatch(
      /^WX\d{16}$/,
    );
  });
});

describe('/sys/fillRule add, edit, queryById, delete', () => {
  it('adds a rule naming a built-in generator, and runs it', async () => {
    const rule = {
      ruleName: '租赁合同号',
      ruleCode: 'lease_num',
      ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
      ruleParams: '{"prefix":"ZL"}',
    };
    expect(await send('POST', '/sys/fillRule/add', rule)).toMatchObject({
      success: true,
      message: checkMessages.added,
    });
    expect((await execute<string>('lease_num')).result).toMatch(/^ZL\d{16}$/);
  });

  it('refuses a class that is not a built-in generator: nothing is ever loaded by name', async () => {
    for (const ruleClass of [
      'java.lang.Runtime',
      'org.jeecg.modules.system.rule.Exploit',
      'constructor',
      '__proto__',
    ]) {
      expect(await send('POST', '/sys/fillRule/add', { ruleName: 'x', ruleCode: 'evil', ruleClass })).toMatchObject({
        success: false,
        message: checkMessages.fillRuleClassUnknown(ruleClass),
      });
    }
    expect(await byCode('evil')).toBeUndefined();
  });

  it('refuses parameters that are not a JSON object, and a taken code', async () => {
    const base = { ruleName: 'x', ruleCode: 'x1', ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule' };
    expect((await send('POST', '/sys/fillRule/add', { ...base, ruleParams: '[1]' })).message).toBe(
      checkMessages.fillRuleParams,
    );
    expect((await send('POST', '/sys/fillRule/add', { ...base, ruleCode: 'lease_num' })).message).toBe(
      checkMessages.ruleCodeTaken('lease_num'),
    );
  });

  it('edits a rule from its record and deletes it', async () => {
    const rule = await byCode('lease_num');
    expect(await send('PUT', '/sys/fillRule/edit', { ...rule, ruleParams: '{"prefix":"HT"}' })).toMatchObject({
      success: true,
      message: checkMessages.edited,
    });
    expect((await execute<string>('lease_num')).result).toMatch(/^HT\d{16}$/);
    expect(await send('PUT', '/sys/fillRule/edit', { id: rule.id, ruleClass: 'java.lang.Runtime' })).toMatchObject({
      success: false,
      message: checkMessages.fillRuleClassUnknown('java.lang.Runtime'),
    });
    expect(await send('GET', `/sys/fillRule/queryById?id=${rule.id}`)).toMatchObject({
      result: { ruleParams: '{"prefix":"HT"}' },
    });
    expect(await send('DELETE', `/sys/fillRule/delete?id=${rule.id}`)).toMatchObject({ success: true });
    expect(await execute('lease_num')).toMatchObject({ success: false });
  });

  it('deletes several rules at once', async () => {
    const rule = {
      ruleName: '临时',
      ruleCode: 'short_lived',
      ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
    };
    await send('POST', '/sys/fillRule/add', rule);
    const { id } = await byCode('short_lived');
    expect(await send('DELETE', `/sys/fillRule/deleteBatch?ids=${id},nope`)).toMatchObject({
      success: true,
      message: checkMessages.batchDeleted,
    });
    expect(await byCode('short_lived')).toBeUndefined();
  });
});

describe('changing fill rules needs the fill-rule buttons', () => {
  it('answers 510 to a user without them, and changes nothing', async () => {
    const rule = await byCode('farm_order_num');
    expect(
      await send(
        'POST',
        '/sys/fillRule/add',
        { ruleName: 'x', ruleCode: 'by_guest', ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule' },
        guest,
      ),
    ).toMatchObject({
      code: 510,
      message: httpMessages.noAuthorisation,
    });
    expect(await send('PUT', '/sys/fillRule/edit', { id: rule.id, ruleParams: '{"prefix":"X"}' }, guest)).toMatchObject(
      { code: 510 },
    );
    expect(await send('DELETE', `/sys/fillRule/deleteBatch?ids=${rule.id}`, undefined, guest)).toMatchObject({
      code: 510,
    });
    expect(await byCode('farm_order_num')).toEqual(rule);
  });
});
