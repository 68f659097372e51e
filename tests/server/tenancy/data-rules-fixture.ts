import { afterAll, beforeAll, expect } from 'vitest';
import { dataRuleMessages } from '../../../server/messages';
import { BRANCH_ORDER_RULE } from '../../../server/db/seed/upgrades/branch-order-rule';
import { orderResource } from '../../../server/resources/orders';
import { farmServer, type FarmServer, type PageOf } from '../online/farm-support';

// Issue "Data boundaries", point 2: JeecgBoot's data rules (column, condition, value with system
// variables) narrow the business lists, exports and edits. The branch managers' role (分公司经理)
// carries the department rule on the order page: sunqi (河南分公司, A01A07, tenant 1) and zhaoliu
// (黑龙江分公司, A01A06, tenants 1 and 2) see their branch's orders.

export interface Order {
  id: string;
  orderNo: string;
  sysOrgCode: string | null;
  tenantId: number;
  createBy: string;
}

/**
 * A server of the test file's own, with what the data-rule tests work with: the order page, the
 * branch role's seeded department rule on it and sunqi's token. Its functions are arrow fields,
 * so a test file may take them apart; its values are set once the file's beforeAll has run.
 */
export class DataRulesFixture {
  farm!: FarmServer;
  /** sunqi's token: a branch manager of 河南分公司. */
  branch = '';
  orderPage = '';
  branchRule = '';

  /** Starts the server before the file's tests and closes it after them. */
  static use(): DataRulesFixture {
    const fixture = new DataRulesFixture();
    beforeAll(() => fixture.start());
    afterAll(() => fixture.farm.close());
    return fixture;
  }

  private async start(): Promise<void> {
    const { db } = this;
    this.farm = await farmServer();
    this.branch = await this.farm.tokenOf('sunqi');
    this.orderPage = (
      await db()
        .selectFrom('sys_permission')
        .select('id')
        .where('url', '=', orderResource.menuUrl)
        .executeTakeFirstOrThrow()
    ).id;
    this.branchRule = (
      await db()
        .selectFrom('sys_permission_data_rule')
        .select('id')
        .where('permissionId', '=', this.orderPage)
        .where('ruleName', '=', BRANCH_ORDER_RULE.ruleName)
        .executeTakeFirstOrThrow()
    ).id;
  }

  db = () => this.farm.server.app.db;

  ordersOf = async (token: string, query = 'pageSize=1000', headers: Record<string, string> = {}) =>
    (await this.farm.call('GET', `/farm/order/list?${query}`, { token, headers })).json<{
      success: boolean;
      message: string;
      result: PageOf<Order>;
    }>();

  countOrders = async (tenantId: number, orgPrefix: string): Promise<number> => {
    const rows = await this.db()
      .selectFrom('farm_order')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('sysOrgCode', 'like', `${orgPrefix}%`)
      .execute();
    return rows.length;
  };

  /** Adds a rule to the order page and has the branch role's grant carry it (with the department rule). */
  grantRule = async (rule: {
    ruleName: string;
    ruleColumn: string;
    ruleConditions: string;
    ruleValue: string;
  }): Promise<string> => {
    expect(
      (
        await this.farm.call('POST', '/sys/permission/addPermissionRule', {
          payload: { permissionId: this.orderPage, ...rule },
        })
      ).json().success,
    ).toBe(true);
    const { id } = await this.db()
      .selectFrom('sys_permission_data_rule')
      .select('id')
      .where('ruleName', '=', rule.ruleName)
      .executeTakeFirstOrThrow();
    await this.saveBranchRules([this.branchRule, id]);
    return id;
  };

  /** Leaves the branch role's grant with the department rule alone again and deletes the rule `id`. */
  dropRule = async (id: string): Promise<void> => {
    await this.saveBranchRules([this.branchRule]);
    await this.db().deleteFrom('sys_permission_data_rule').where('id', '=', id).execute();
  };

  saveBranchRules = async (ids: readonly string[]): Promise<void> => {
    const answer = (
      await this.farm.call('POST', '/sys/role/datarule', {
        payload: { permissionId: this.orderPage, roleId: 'role-branch', dataRuleIds: ids.join(',') },
      })
    ).json();
    expect(answer).toMatchObject({ success: true, message: dataRuleMessages.saved });
  };
}
