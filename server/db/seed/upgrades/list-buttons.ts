import { formatDateTime } from '../../time';
import { insertButtons, type ButtonSeed } from '../insert-buttons';
import type { Seed } from '../runner';

/**
 * The 查看 buttons the system pages' reading routes check, now that no API route is open to
 * every signed-in user by omission (the user directory was readable by the guest role). Each goes
 * under its page and to the roles holding that page, as reading the page needed nothing before:
 * nobody who saw a list loses it.
 */
export const LIST_BUTTONS: readonly ButtonSeed[] = [
  { code: 'user:list', name: '查看用户', menuUrl: '/isystem/user' },
  { code: 'role:list', name: '查看角色', menuUrl: '/isystem/role' },
  { code: 'permission:list', name: '查看菜单', menuUrl: '/isystem/permission' },
  { code: 'depart_user:list', name: '查看部门用户', menuUrl: '/isystem/departUserList' },
  { code: 'dict:list', name: '查看字典', menuUrl: '/isystem/dict' },
  { code: 'tenant:list', name: '查看租户', menuUrl: '/isystem/tenant' },
  { code: 'check_rule:list', name: '查看校验规则', menuUrl: '/monitor/checkRule' },
  { code: 'fill_rule:list', name: '查看填值规则', menuUrl: '/monitor/fillRule' },
];

export const listButtonsSeed: Seed = {
  name: 'upgrade-list-buttons',
  async run(trx, context) {
    await insertButtons(trx, LIST_BUTTONS, formatDateTime(context.now), context.log);
  },
};
