/** A farm resource as `GET /farm/declaration/:code` describes it (server/resources/spec.ts). */

export type FarmFieldView =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'datetime'
  | 'list'
  | 'list_multi'
  | 'image'
  | 'file'
  | 'umeditor'
  | 'sel_search';

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

/** A part of a master record (a meeting's attendees): edited as a sub-table of the master's form. */
export interface FarmPart {
  code: string;
  path: string;
  title: string;
  permission: string;
  label: string;
  /** The key of the master's add/edit body that holds the part's rows (`<path>List`). */
  listKey: string;
  /** The part's field holding its master's id: set by the server, not a column. */
  parentField: string;
  fields: FarmField[];
}

export interface FarmDeclaration {
  code: string;
  path: string;
  title: string;
  permission: string;
  label: string;
  fields: FarmField[];
  /** The dictionaries' items of the fields of the resource and of its parts. */
  dictOptions: Record<string, FarmDictItem[]>;
  /** Absent from servers that do not save parts with their master: no sub-tables then. */
  parts?: FarmPart[];
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

/** Where a master's parts of one kind are read: JeecgBoot's generated `query<Part>ByMainId`. */
export function partsByMainIdUrl(masterPath: string, partPath: string): string {
  return `/farm/${masterPath}/query${partPath.charAt(0).toUpperCase()}${partPath.slice(1)}ByMainId`;
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
