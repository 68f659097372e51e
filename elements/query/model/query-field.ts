/** The value editor a field gets in the advanced query (widgets spec 3.3). */
export type QueryFieldType =
  | 'text'
  | 'number'
  | 'date'
  | 'datetime'
  | 'dict'
  | 'tableDict'
  | 'popup'
  | 'switch'
  | 'tree';

export interface QueryFieldOption {
  value: string;
  text: string;
}

/** A report popup (JPopup): report rows mapped onto fields; this field takes `field` (default the first target). */
export interface QueryPopup {
  code: string;
  originFields: string;
  targetFields: string;
  field?: string;
}

/** A tree kept in the table `dictTable`: `dictText` shown, `dictCode` stored, parents in `pidField`. */
export interface QueryTree {
  pidField: string;
  pidValue?: string;
  hasChildField?: string;
  /** A JSON object string narrowing the nodes. */
  condition?: string;
}

/** One field a user may put a condition on. */
export interface QueryField {
  /** The name the list API filters by. */
  field: string;
  /** The label shown in the field drop-down. */
  title: string;
  type: QueryFieldType;
  /** The column type, passed through to the server as it is. */
  dbType?: string;
  /** `dict`: the dictionary code; `tableDict` and `tree`: the column stored. */
  dictCode?: string;
  /** `tableDict` and `tree`: the table. */
  dictTable?: string;
  /** `tableDict` and `tree`: the column shown. */
  dictText?: string;
  /** `dict` without a code: the choices themselves. */
  options?: readonly QueryFieldOption[];
  /** The field a record picker returns instead of its default. */
  customReturnField?: string;
  popup?: QueryPopup;
  tree?: QueryTree;
  /** `switch`: the on and off values, default Y and N. */
  extendOption?: readonly [string, string];
  /** `date` / `datetime`: the format the server expects. */
  formatStr?: string;
}

/** The table dictionary code `table,text,code` of a `tableDict` or `tree` field. */
export function tableDictCode(field: QueryField): string {
  return [field.dictTable ?? '', field.dictText ?? '', field.dictCode ?? ''].join(',');
}
