import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http';
import { dataRuleMessages } from '../../../server/messages';
import { columnKindsOf } from '../../../server/modules/online';
import { orderResource } from '../../../server/resources/orders';
import { compileRule, type DataRule } from '../../../server/modules/online/scope/compile-rule';
import type { RuleSubject } from '../../../server/modules/online/scope/rule-variables';

// How one stored data rule becomes bound conditions on the order page's columns.

const columns = columnKindsOf(orderResource);
const subject: RuleSubject = {
  userId: 'user-sunqi',
  username: 'sunqi',
  realname: '孙琪',
  orgCode: 'A01A07',
  departId: 'dep-henan',
  orgCodes: ['A01A07', 'A01A07A01'],
  departIds: ['dep-henan', 'dep-henan-zhengzhou'],
  roleCodes: ['branch_manager'],
  tenantId: 1,
  now: Date.UTC(2024, 8, 20, 2, 0, 0),
};

const rule = (ruleColumn: string | null, ruleConditions: string, ruleValue: string): DataRule => ({
  id: 'r',
  ruleName: '规则',
  ruleColumn,
  ruleConditions,
  ruleValue,
});
const compiled = (ruleColumn: string | null, ruleConditions: string, ruleValue: string, who: RuleSubject = subject) =>
  compileRule(rule(ruleColumn, ruleConditions, ruleValue), columns, who);

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('a data rule', () => {
  it("maps JeecgBoot's conditions to bound conditions on the column", () => {
    expect(compiled('sysOrgCode', 'RIGHT_LIKE', '#{sys_org_code}')).toEqual([
      { field: 'sysOrgCode', kind: 'text', op: 'startsWith', value: 'A01A07' },
    ]);
    expect(compiled('farmer_name', 'LEFT_LIKE', '国')).toEqual([
      { field: 'farmerName', kind: 'text', op: 'endsWith', value: '国' },
    ]);
    expect(compiled('farmerName', 'LIKE', '建')).toEqual([
      { field: 'farmerName', kind: 'text', op: 'contains', value: '建' },
    ]);
    expect(compiled('status', '!=', '5')).toEqual([{ field: 'status', kind: 'text', op: '<>', value: '5' }]);
    expect(compiled('status', 'EQ_WITH_ADD', '4')).toEqual([{ field: 'status', kind: 'text', op: '=', value: '4' }]);
    expect(compiled('WORK_AREA', '>=', '100')).toEqual([{ field: 'workArea', kind: 'number', op: '>=', value: 100 }]);
    expect(compiled('status', 'IN', '1, 2,3')).toEqual([
      { field: 'status', kind: 'text', op: 'in', value: ['1', '2', '3'] },
    ]);
    expect(compiled('farmerName', 'LIKE_WITH_AND', '王,国')).toEqual([
      { field: 'farmerName', kind: 'text', op: 'contains', value: '王' },
      { field: 'farmerName', kind: 'text', op: 'contains', value: '国' },
    ]);
  });

  it('reads the system variables of the caller and the moment', () => {
    const valueNamed = (name: string, column = 'remark') => compiled(column, '=', `#{${name}}`)[0].value;
    expect(valueNamed('sys_user_code')).toBe('sunqi');
    expect(valueNamed('sysUserCode')).toBe('sunqi');
    expect(valueNamed('sys_user_name')).toBe('孙琪');
    expect(valueNamed('sys_user_id')).toBe('user-sunqi');
    expect(valueNamed('sys_org_id')).toBe('dep-henan');
    expect(valueNamed('sys_role_code')).toBe('branch_manager');
    expect(valueNamed('sys_date', 'orderDate')).toBe('2024-09-20');
    expect(valueNamed('sys_time', 'createTime')).toMatch(/^2024-09-20 \d{2}:00:00$/);
    expect(valueNamed('tenant_id', 'tenantId')).toBe(1);
    expect(compiled('sysOrgCode', 'IN', '#{sys_multi_org_code}')[0].value).toEqual(['A01A07', 'A01A07A01']);
  });

  it('matches nothing when the caller has no value for the variable (no department)', () => {
    expect(
      compiled('sysOrgCode', 'RIGHT_LIKE', '#{sys_org_code}', { ...subject, orgCode: null, orgCodes: [] }),
    ).toEqual([{ field: 'sysOrgCode', kind: 'text', op: 'in', value: [] }]);
  });

  it('is refused, never skipped, when it cannot be applied as stored', () => {
    const because = (reason: string) => dataRuleMessages.notApplicable('规则', reason);
    expect(refusal(() => compiled(null, 'USE_SQL_RULES', "sys_org_code like '#{sys_org_code}%'"))).toBe(
      because(dataRuleMessages.sqlRule),
    );
    expect(refusal(() => compiled('status', 'BETWEEN', '1'))).toBe(
      because(dataRuleMessages.unknownCondition('BETWEEN')),
    );
    expect(refusal(() => compiled('password', '=', 'x'))).toBe(because(dataRuleMessages.unknownColumn('password')));
    expect(refusal(() => compiled('status; drop table farm_order', '=', 'x'))).toBe(
      because(dataRuleMessages.unknownColumn('status; drop table farm_order')),
    );
    expect(refusal(() => compiled('status', '=', '#{sys_secret}'))).toBe(
      because(dataRuleMessages.unknownVariable('sys_secret')),
    );
    expect(refusal(() => compiled('status', '=', 'A#{sys_org_code}'))).toBe(
      because(dataRuleMessages.unknownVariable('A#{sys_org_code}')),
    );
    expect(refusal(() => compiled('workArea', '>', 'many'))).toBe(because(dataRuleMessages.badValue('workArea')));
    expect(refusal(() => compiled('workArea', 'LIKE', '1'))).toBe(because(dataRuleMessages.badValue('workArea')));
  });

  it('keeps a hostile value a value', () => {
    expect(compiled('farmerName', '=', "x' or '1'='1")).toEqual([
      { field: 'farmerName', kind: 'text', op: '=', value: "x' or '1'='1" },
    ]);
  });
});
