import type { MessageKey } from '../../../../elements/core/i18n';
import type { ListSort } from '../../../../elements/list';

/** How a field is edited and sent. */
/** `users` / `departs` hold comma lists of ids chosen in the pickers; `richtext` holds sanitised HTML. */
/** `date` and `datetime` are edited with the browser's own pickers. */
export type ManagedFieldKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'choice'
  | 'dict'
  | 'richtext'
  | 'users'
  | 'departs';

export interface ManagedChoice {
  value: string;
  label: MessageKey;
}

/** One field of a plainly managed record: its column, its form control and its rules. */
export interface ManagedField {
  key: string;
  label: MessageKey;
  kind: ManagedFieldKind;
  required?: boolean;
  maxLength?: number;
  /** The server's pattern for the value, with the message shown when it does not match. */
  pattern?: { regex: RegExp; message: MessageKey };
  /** The options of a `choice` field; `numeric` sends the chosen value as a number. */
  choices?: readonly ManagedChoice[];
  numeric?: boolean;
  /** The dictionary a `dict` field chooses from (the list shows its `_dictText`). */
  dictCode?: string;
  /** The value a new record starts with. */
  initial?: string;
  /** Shown but not editable once the record exists (a tenant's number). */
  lockedOnEdit?: boolean;
  /** Never filled from the record and left out of the body when empty (a password keeps the stored one). */
  writeOnly?: boolean;
  /** Asked only while this holds (an announcement's users only for msgType USER); otherwise sent as null. */
  shownWhen?: (values: Readonly<Record<string, string>>) => boolean;
  /** Only a column: the server owns it (an announcement's send status), the form neither shows nor sends it. */
  listOnly?: boolean;
  /** Shown as a column of the list (sortable when `sortable`). */
  column?: boolean;
  sortable?: boolean;
  /** Offered in the query bar, searched by "contains". */
  searchable?: boolean;
}

/** What a page of plainly managed records needs to know. */
export interface ManagedListConfig {
  title: MessageKey;
  /** The form dialog's titles. */
  addTitle: MessageKey;
  editTitle: MessageKey;
  /** `exportXls` / `importExcel` add 导出 / 导入 to the toolbar (the lists JeecgBoot gives them). */
  urls: {
    list: string;
    add: string;
    edit: string;
    delete: string;
    deleteBatch: string;
    exportXls?: string;
    importExcel?: string;
  };
  permissions: { add: string; edit: string; delete: string; batchDelete: string; export?: string; import?: string };
  /** The exported file's name. */
  exportFileName?: MessageKey;
  fields: readonly ManagedField[];
  /** The field that names a record (row labels, confirmations). */
  nameField: string;
  /** Sent with every list request and added to every add body (a dictionary's items: its id). */
  fixedParams?: Readonly<Record<string, string>>;
  /** Default `createTime` descending. */
  defaultSort?: ListSort;
}
