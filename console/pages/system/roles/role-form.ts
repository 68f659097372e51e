import type { MessageKey } from '../../../../elements/core/i18n';
import type { RoleRecord } from './role-record';

/** What the add / edit form holds. */
export interface RoleFormValues {
  roleName: string;
  roleCode: string;
  description: string;
}

export type RoleFormErrors = Partial<Record<keyof RoleFormValues, MessageKey>>;

/** The server's rule for a role code: letters, digits and underscores, at most 100. */
const ROLE_CODE = /^[A-Za-z0-9_]{1,100}$/;

export function roleFormValues(role: RoleRecord | null): RoleFormValues {
  return { roleName: role?.roleName ?? '', roleCode: role?.roleCode ?? '', description: role?.description ?? '' };
}

/** The form's own rules; whether the code is taken is asked of the server. */
export function roleFormErrors(values: RoleFormValues): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (!values.roleName.trim()) errors.roleName = 'system.role.nameRequired';
  else if (values.roleName.trim().length > 200) errors.roleName = 'system.role.nameTooLong';
  if (!values.roleCode.trim()) errors.roleCode = 'system.role.codeRequired';
  else if (!ROLE_CODE.test(values.roleCode.trim())) errors.roleCode = 'system.role.codeInvalid';
  if (values.description.length > 255) errors.description = 'system.role.descriptionTooLong';
  return errors;
}

/** The add / edit body: trimmed texts, an empty description sent as null. */
export function roleBody(values: RoleFormValues, id: string | null): Record<string, unknown> {
  return {
    ...(id ? { id } : {}),
    roleName: values.roleName.trim(),
    roleCode: values.roleCode.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
  };
}
