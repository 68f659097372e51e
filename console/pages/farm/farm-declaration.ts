/** A farm resource as `GET /farm/declaration/:code` describes it (server/modules/online/resources/spec.ts). */

export type FarmFieldView = 'text' | 'textarea' | 'number' | 'date' | 'datetime' | 'list' | 'list_multi' | 'image' | 'file' | 'umeditor' | 'sel_search';

export interface FarmField {
  name: string;
  title: string;
  kind: 'text' | 'number' | 'date' | 'datetime';
  view: FarmFieldView;
  length?: number;
  integer?: boolean;
  min?: number;
  max?: number;
  dict?: string;
  multi?: boolean;
  ref?: string;
  /** The list route segment and the shown field of the referenced resource. */
  refPath?: string;
  refLabel?: string;
  refTitle?: string;
  required?: boolean;
  patternRegex?: string;
  patternMessage?: string;
  unique?: boolean;
  /** The duplicate check may be asked before saving (personal columns are only checked on save). */
  duplicateCheck?: boolean;
  serverOwned?: boolean;
  query?: 'single' | 'group';
  listHidden?: boolean;
}

export interface FarmDictItem {
  value: string;
  text: string;
}

export interface FarmDeclaration {
  code: string;
  path: string;
  title: string;
  permission: string;
  label: string;
  fields: FarmField[];
  dictOptions: Record<string, FarmDictItem[]>;
}

export interface FarmRecord {
  id: string;
  [field: string]: unknown;
}

/** The resource's routes, JeecgBoot's generated-controller shape. */
export function farmUrls(path: string) {
  const base = `/farm/${path}`;
  return {
    list: `${base}/list`,
    queryById: `${base}/queryById`,
    add: `${base}/add`,
    edit: `${base}/edit`,
    delete: `${base}/delete`,
    deleteBatch: `${base}/deleteBatch`,
    exportXls: `${base}/exportXls`,
    importExcel: `${base}/importExcel`,
  };
}

/** The button codes of a resource: `<permission>:<action>`. */
export function farmPermissions(permission: string) {
  return {
    add: `${permission}:add`,
    edit: `${permission}:edit`,
    delete: `${permission}:delete`,
    batchDelete: `${permission}:batch_delete`,
    export: `${permission}:export`,
    import: `${permission}:import`,
  };
}

/** Fields a user types into the add/edit form (the server fills the others). */
export function formFields(declaration: FarmDeclaration): FarmField[] {
  return declaration.fields.filter((field) => !field.serverOwned);
}

/** Fields shown as list columns. */
export function listFields(declaration: FarmDeclaration): FarmField[] {
  return declaration.fields.filter((field) => !field.listHidden);
}
