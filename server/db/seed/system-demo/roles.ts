/**
 * Roles and what each may see and do. A grant names menu keys (a key grants that entry, the
 * menus above it and everything below it, buttons included) minus the button codes in `except`.
 */
export interface RoleSeed {
  id: string;
  code: string;
  name: string;
  description: string;
  /** 'all' grants every menu and button. */
  grants: 'all' | readonly string[];
  except?: readonly string[];
}

// 'online': the hidden parametrised routes the stock client opens every online page through (menus-online.ts).
const everyone = ['home', 'dashboard', 'account', 'online'];

export const roles: readonly RoleSeed[] = [
  { id: 'role-admin', code: 'admin', name: '系统管理员', description: '拥有全部菜单和按钮权限', grants: 'all' },
  {
    id: 'role-operator',
    code: 'operator',
    name: '运营专员',
    description: '维护业务数据和基础资料，不能新增或删除用户',
    grants: [
      ...everyone,
      'farm',
      'operation',
      'meeting',
      'statistics',
      'yield',
      'iot',
      'system-user',
      'system-depart',
      'system-dict',
      'system-dict-item',
      'system-category',
      'system-announcement',
    ],
    except: ['user:add', 'user:delete', 'user:batch_delete', 'user:reset_password'],
  },
  {
    id: 'role-repair',
    code: 'repair_manager',
    name: '维修主管',
    description: '维修工单、农机资产与机手',
    grants: [...everyone, 'farm-repair', 'farm-asset', 'farm-driver', 'farm-machine-type', 'statistics-map', 'iot'],
  },
  {
    id: 'role-sales',
    code: 'sales',
    name: '销售专员',
    description: '订单、租赁户、农户与门店',
    grants: [...everyone, 'farm-order', 'farm-renter', 'farm-farmer', 'farm-storefront', 'farm-cooperative'],
    except: ['farm_order:delete', 'farm_order:batch_delete'],
  },
  {
    id: 'role-branch',
    code: 'branch_manager',
    name: '分公司经理',
    description: '本分公司的业务、统计与产量数据',
    grants: [...everyone, 'farm', 'operation', 'meeting', 'statistics', 'yield', 'system-depart-user'],
  },
  { id: 'role-guest', code: 'guest', name: '访客', description: '只能查看首页和个人页', grants: ['home', 'account'] },
];
