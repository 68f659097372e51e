/**
 * A dozen staff across the departments and roles: the admin, whom every database gets, and eleven
 * demo accounts, left out with FARM_DEMO=off. Each starts with its own random password (printed
 * once on the terminal) unless the settings give one; none has a well-known default.
 */
export interface UserSeed {
  id: string;
  username: string;
  realname: string;
  sex: 1 | 2;
  phone: string;
  email: string;
  birthday: string;
  workNo: string;
  post?: string;
  departs: readonly string[];
  roles: readonly string[];
  tenants: string;
  /** 2 frozen. */
  status?: 1 | 2;
}

export const users: readonly UserSeed[] = [
  {
    id: 'user-admin',
    username: 'admin',
    realname: '管理员',
    sex: 1,
    phone: '13800000001',
    email: 'admin@farm.example',
    birthday: '1985-03-12',
    workNo: 'F0001',
    post: 'general_manager',
    departs: ['dep-it'],
    roles: ['role-admin'],
    tenants: '1,2',
  },
  {
    id: 'user-operator',
    username: 'operator',
    realname: '王晓运',
    sex: 2,
    phone: '13800000002',
    email: 'operator@farm.example',
    birthday: '1992-07-21',
    workNo: 'F0002',
    post: 'service_agent',
    departs: ['dep-office'],
    roles: ['role-operator'],
    tenants: '1',
  },
  // Works for the service centre, its east station and the Harbin station: chooses a department after login.
  {
    id: 'user-zhangsan',
    username: 'zhangsan',
    realname: '张三',
    sex: 1,
    phone: '13800000003',
    email: 'zhangsan@farm.example',
    birthday: '1988-11-02',
    workNo: 'F0003',
    post: 'station_master',
    departs: ['dep-service', 'dep-service-east', 'dep-hlj-harbin'],
    roles: ['role-repair'],
    tenants: '1',
  },
  {
    id: 'user-lisi',
    username: 'lisi',
    realname: '李四',
    sex: 1,
    phone: '13800000004',
    email: 'lisi@farm.example',
    birthday: '1990-01-15',
    workNo: 'F0004',
    post: 'sales_consultant',
    departs: ['dep-sales'],
    roles: ['role-sales'],
    tenants: '1',
  },
  {
    id: 'user-wangwu',
    username: 'wangwu',
    realname: '王五',
    sex: 1,
    phone: '13800000005',
    email: 'wangwu@farm.example',
    birthday: '1987-05-30',
    workNo: 'F0005',
    post: 'technician',
    departs: ['dep-service-west'],
    roles: ['role-repair'],
    tenants: '1',
  },
  {
    id: 'user-zhaoliu',
    username: 'zhaoliu',
    realname: '赵六',
    sex: 1,
    phone: '13800000006',
    email: 'zhaoliu@farm.example',
    birthday: '1979-09-09',
    workNo: 'F0006',
    post: 'general_manager',
    departs: ['dep-hlj'],
    roles: ['role-branch'],
    tenants: '1,2',
  },
  {
    id: 'user-sunqi',
    username: 'sunqi',
    realname: '孙琪',
    sex: 2,
    phone: '13800000007',
    email: 'sunqi@farm.example',
    birthday: '1983-12-24',
    workNo: 'F0007',
    post: 'general_manager',
    departs: ['dep-henan'],
    roles: ['role-branch'],
    tenants: '1',
  },
  {
    id: 'user-zhouba',
    username: 'zhouba',
    realname: '周八',
    sex: 1,
    phone: '13800000008',
    email: 'zhouba@farm.example',
    birthday: '1995-04-18',
    workNo: 'F0008',
    post: 'sales_consultant',
    departs: ['dep-shandong-jinan'],
    roles: ['role-sales'],
    tenants: '1',
  },
  // No department yet: multi_depart 0.
  {
    id: 'user-wujiu',
    username: 'wujiu',
    realname: '吴玖',
    sex: 2,
    phone: '13800000009',
    email: 'wujiu@farm.example',
    birthday: '1998-08-08',
    workNo: 'F0009',
    departs: [],
    roles: ['role-guest'],
    tenants: '1',
  },
  {
    id: 'user-zhengshi',
    username: 'zhengshi',
    realname: '郑石',
    sex: 1,
    phone: '13800000010',
    email: 'zhengshi@farm.example',
    birthday: '1991-02-27',
    workNo: 'F0010',
    post: 'technician',
    departs: ['dep-hlj-jiamusi'],
    roles: ['role-repair'],
    tenants: '2',
  },
  {
    id: 'user-chenxi',
    username: 'chenxi',
    realname: '陈曦',
    sex: 2,
    phone: '13800000011',
    email: 'chenxi@farm.example',
    birthday: '1993-06-06',
    workNo: 'F0011',
    departs: ['dep-finance'],
    roles: ['role-operator'],
    tenants: '1',
  },
  // Frozen: signing in is refused.
  {
    id: 'user-liuyang',
    username: 'liuyang',
    realname: '刘洋',
    sex: 1,
    phone: '13800000012',
    email: 'liuyang@farm.example',
    birthday: '1996-10-10',
    workNo: 'F0012',
    post: 'sales_consultant',
    departs: ['dep-henan-zhengzhou'],
    roles: ['role-sales'],
    tenants: '1',
    status: 2,
  },
];

/** The one account of every database; all others are demo accounts. */
export const ADMIN_USER_ID = 'user-admin';

/** The accounts a first start creates: everyone, or the admin alone without the demo. */
export function firstStartUsers(demoData: boolean): readonly UserSeed[] {
  return demoData ? users : users.filter((user) => user.id === ADMIN_USER_ID);
}
