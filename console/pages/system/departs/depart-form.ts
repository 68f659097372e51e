import type { MessageKey } from '../../../../elements/core/i18n';
import type { DepartRecord } from './depart-record';

/** What the department form holds; the order as typed, checked before saving. */
export interface DepartFormValues {
  departName: string;
  orgCategory: string;
  departOrder: string;
  mobile: string;
  fax: string;
  address: string;
  memo: string;
}

export type DepartFormErrors = Partial<Record<keyof DepartFormValues, MessageKey>>;

/** A new department under another is a department; one at the top is a company. */
export function departFormValues(depart: DepartRecord | null, underParent = true): DepartFormValues {
  return {
    departName: depart?.departName ?? '',
    orgCategory: depart?.orgCategory ?? (underParent ? '2' : '1'),
    departOrder: depart?.departOrder === null || depart?.departOrder === undefined ? '0' : String(depart.departOrder),
    mobile: depart?.mobile ?? '',
    fax: depart?.fax ?? '',
    address: depart?.address ?? '',
    memo: depart?.memo ?? '',
  };
}

export function departFormErrors(values: DepartFormValues): DepartFormErrors {
  const errors: DepartFormErrors = {};
  if (!values.departName.trim()) errors.departName = 'system.depart.nameRequired';
  if (values.departOrder.trim() !== '' && !/^-?\d+$/.test(values.departOrder.trim()))
    errors.departOrder = 'system.depart.orderNumber';
  return errors;
}

/** The add / edit body; the parent is sent when adding only (the server keeps a department's parent). */
export function departBody(
  values: DepartFormValues,
  target: { id: string } | { parentId: string | null },
): Record<string, unknown> {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ...target,
    departName: values.departName.trim(),
    orgCategory: values.orgCategory,
    departOrder: values.departOrder.trim() === '' ? 0 : Number(values.departOrder.trim()),
    mobile: optional(values.mobile),
    fax: optional(values.fax),
    address: optional(values.address),
    memo: optional(values.memo),
  };
}
