import { describe, expect, it } from 'vitest';
import {
  checkDuplicateValue,
  checkRuleCode,
  duplicateCheckRule,
  ruleCodeCheckRule,
  validateValue,
  type CheckRequest,
} from '../../../../elements/core/validation';

type Call = { url: string; params: Record<string, string> };

/** A server answering every check with `answer`, remembering what it was asked. */
function serverAnswering(answer: { success: boolean; message?: string }): { request: CheckRequest; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    request: async (url, params) => {
      calls.push({ url, params });
      return answer;
    },
  };
}

describe('duplicate-value check', () => {
  const target = { tableName: 'sys_user', fieldName: 'username', dataId: 'u-1' };

  it('asks /sys/duplicate/check with tableName, fieldName, fieldVal and dataId', async () => {
    const server = serverAnswering({ success: true });
    expect(await checkDuplicateValue(server.request, target, 'jeecg')).toBeUndefined();
    expect(server.calls).toEqual([
      {
        url: '/sys/duplicate/check',
        params: { tableName: 'sys_user', fieldName: 'username', fieldVal: 'jeecg', dataId: 'u-1' },
      },
    ]);
  });

  it('leaves dataId out for a new record', async () => {
    const server = serverAnswering({ success: true });
    await checkDuplicateValue(server.request, { tableName: 'sys_user', fieldName: 'username' }, 'jeecg');
    expect(server.calls[0].params).toEqual({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'jeecg' });
  });

  it('does not ask when no value is given', async () => {
    const server = serverAnswering({ success: false, message: 'never' });
    expect(await checkDuplicateValue(server.request, target, '')).toBeUndefined();
    expect(server.calls).toEqual([]);
  });

  it('shows the server message when the value is taken', async () => {
    const server = serverAnswering({ success: false, message: '该值不可用，系统中已存在！' });
    expect(await checkDuplicateValue(server.request, target, 'admin')).toBe('该值不可用，系统中已存在！');
  });

  it('fails with the request error when the server cannot be reached', async () => {
    const request: CheckRequest = async () => {
      throw new Error('网络超时');
    };
    expect(await checkDuplicateValue(request, target, 'admin')).toBe('网络超时');
  });

  it('works as a form rule', async () => {
    const server = serverAnswering({ success: false, message: '用户名已存在' });
    expect(await validateValue('admin', [duplicateCheckRule(server.request, target)])).toBe('用户名已存在');
  });
});

describe('rule-code check', () => {
  it('sends the rule code and the URL-encoded value to /sys/checkRule/checkByCode', async () => {
    const server = serverAnswering({ success: true });
    expect(await checkRuleCode(server.request, 'common', 'a b&c/农')).toBeUndefined();
    expect(server.calls).toEqual([
      { url: '/sys/checkRule/checkByCode', params: { ruleCode: 'common', value: encodeURIComponent('a b&c/农') } },
    ]);
    expect(server.calls[0].params.value).toBe('a%20b%26c%2F%E5%86%9C');
  });

  it('does not ask without a rule code or without a value', async () => {
    const server = serverAnswering({ success: false, message: 'never' });
    expect(await checkRuleCode(server.request, undefined, 'abc')).toBeUndefined();
    expect(await checkRuleCode(server.request, 'common', '')).toBeUndefined();
    expect(server.calls).toEqual([]);
  });

  it('shows the server message when the value breaks the rule', async () => {
    const server = serverAnswering({ success: false, message: '编码不符合规则' });
    expect(await validateValue('x', [ruleCodeCheckRule(server.request, 'common')])).toBe('编码不符合规则');
  });

  it('falls back to a generic message when the server gives none', async () => {
    const server = serverAnswering({ success: false });
    expect(await checkRuleCode(server.request, 'common', 'x')).toBe('校验失败');
  });
});
