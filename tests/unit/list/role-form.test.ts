import { describe, expect, it } from 'vitest';
import { allGrantKeys, grantSaveBody } from '../../../console/pages/system/grants/grant-selection';
import { roleBody, roleFormErrors, roleFormValues } from '../../../console/pages/system/roles/role-form';

describe('the role form', () => {
  it('asks for a name and a code of letters, digits and underscores', () => {
    expect(roleFormErrors(roleFormValues(null))).toEqual({
      roleName: 'system.role.nameRequired',
      roleCode: 'system.role.codeRequired',
    });
    expect(roleFormErrors({ roleName: '巡检员', roleCode: 'bad code', description: '' })).toEqual({
      roleCode: 'system.role.codeInvalid',
    });
    expect(roleFormErrors({ roleName: 'x'.repeat(201), roleCode: 'ok_1', description: 'd'.repeat(256) })).toEqual({
      roleName: 'system.role.nameTooLong',
      description: 'system.role.descriptionTooLong',
    });
    expect(roleFormErrors({ roleName: '巡检员', roleCode: 'inspector_1', description: '' })).toEqual({});
  });

  it('sends trimmed texts, an empty description as null, and the id when editing', () => {
    const values = { roleName: ' 巡检员 ', roleCode: ' inspector ', description: ' ' };
    expect(roleBody(values, null)).toEqual({ roleName: '巡检员', roleCode: 'inspector', description: null });
    expect(roleBody({ ...values, description: '田间巡检' }, 'r1')).toEqual({
      id: 'r1',
      roleName: '巡检员',
      roleCode: 'inspector',
      description: '田间巡检',
    });
  });

  it('starts an edit from the role', () => {
    expect(
      roleFormValues({ id: 'r1', roleName: '运营', roleCode: 'operator', description: null, createTime: null }),
    ).toEqual({
      roleName: '运营',
      roleCode: 'operator',
      description: '',
    });
  });
});

describe('the role grant selection', () => {
  const tree = [
    {
      key: 'm',
      title: '系统管理',
      children: [{ key: 'p', title: '用户管理', children: [{ key: 'b', title: '添加' }] }],
    },
    { key: 'h', title: '首页' },
  ];

  it('lists every key, depth first', () => {
    expect(allGrantKeys(tree)).toEqual(['m', 'p', 'b', 'h']);
  });

  it('sends the checked and the loaded ids as comma lists without repeats', () => {
    expect(grantSaveBody('r1', ['m', 'p', 'm'], ['h'])).toEqual({
      roleId: 'r1',
      permissionIds: 'm,p',
      lastpermissionIds: 'h',
    });
    expect(grantSaveBody('r1', [], [])).toEqual({ roleId: 'r1', permissionIds: '', lastpermissionIds: '' });
  });
});
