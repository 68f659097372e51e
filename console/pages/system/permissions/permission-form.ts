import type { MessageKey } from '../../../../elements/core/i18n';
import { MENU_BUTTON, MENU_SUB, MENU_TOP, type PermissionEntry } from './permission-record';

/** What the add / edit form holds. */
export interface PermissionFormValues {
  menuType: number;
  name: string;
  parentId: string | null;
  url: string;
  component: string;
  redirect: string;
  icon: string;
  sortNo: string;
  perms: string;
  permsType: string;
  hidden: boolean;
  keepAlive: boolean;
  status: string;
}

export type PermissionFormErrors = Partial<Record<keyof PermissionFormValues, MessageKey>>;

/** The server's rule for button codes: letters, digits and `_ : . , -` only. */
const PERMS = /^[A-Za-z0-9_:.,-]*$/;

/** An entry's values; a new one under `parent` is a submenu of a menu or a button of a page. */
export function permissionFormValues(
  entry: PermissionEntry | null,
  parent: PermissionEntry | null = null,
): PermissionFormValues {
  const menuType =
    entry?.menuType ??
    (parent
      ? parent.menuType === MENU_SUB && parent.component && !parent.component.startsWith('layouts/')
        ? MENU_BUTTON
        : MENU_SUB
      : MENU_TOP);
  return {
    menuType,
    name: entry?.name ?? '',
    parentId: entry?.parentId ?? parent?.id ?? null,
    url: entry?.url ?? '',
    component: entry?.component ?? '',
    redirect: entry?.redirect ?? '',
    icon: entry?.icon ?? '',
    sortNo: String(entry?.sortNo ?? 1),
    perms: entry?.perms ?? '',
    permsType: entry?.permsType ?? '1',
    hidden: entry?.hidden ?? false,
    keepAlive: entry?.keepAlive ?? false,
    status: entry?.status ?? '1',
  };
}

export function permissionFormErrors(values: PermissionFormValues): PermissionFormErrors {
  const errors: PermissionFormErrors = {};
  const button = values.menuType === MENU_BUTTON;
  if (!values.name.trim())
    errors.name = button ? 'system.permission.buttonNameRequired' : 'system.permission.nameRequired';
  if (values.menuType !== MENU_TOP && !values.parentId) errors.parentId = 'system.permission.parentRequired';
  if (!button && !values.url.trim()) errors.url = 'system.permission.urlRequired';
  if (values.menuType === MENU_SUB && !values.component.trim())
    errors.component = 'system.permission.componentRequired';
  if (!PERMS.test(values.perms.trim())) errors.perms = 'system.permission.permsInvalid';
  if (button && !values.perms.trim()) errors.perms = 'system.permission.permsRequired';
  if (!/^-?\d+(\.\d+)?$/.test(values.sortNo.trim())) errors.sortNo = 'system.permission.sortNumber';
  return errors;
}

/** The add / edit body in the server's shape: a button sends neither route nor component. */
export function permissionBody(values: PermissionFormValues, id: string | null): Record<string, unknown> {
  const button = values.menuType === MENU_BUTTON;
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ...(id ? { id } : {}),
    menuType: values.menuType,
    name: values.name.trim(),
    parentId: values.menuType === MENU_TOP ? null : values.parentId,
    url: button ? null : optional(values.url),
    component: button ? null : optional(values.component),
    redirect: button ? null : optional(values.redirect),
    icon: button ? null : optional(values.icon),
    sortNo: Number(values.sortNo.trim()),
    perms: optional(values.perms),
    permsType: button ? values.permsType : null,
    hidden: values.hidden ? 1 : 0,
    keepAlive: values.keepAlive ? 1 : 0,
    status: values.status,
  };
}
