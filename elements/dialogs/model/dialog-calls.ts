// The dialogs as calls that resolve with the user's answer: FarmElements.prompt() on a script-tag
// page and `farm-elements/dialogs` for npm hosts. Only DOM code: each call makes the dialog's
// element, opens it on the page and reads its closing event, so the script-tag loader can carry
// it without React; the element's chunk is loaded by whoever makes the element.
import type { Rule } from '../../core/validation';
import type { DetailColumn } from './detail-fields';

/** The tags of the dialogs opened by a call. */
export type DialogTag = 'farm-prompt' | 'farm-detail';

/** Makes a dialog element whose tag is defined (loading its chunk first where needed). */
export type MakeDialogElement = (tag: DialogTag) => Promise<HTMLElement>;

/** The generic prompt (widgets spec 2.2 and 5.4: "Prompt modal validates with caller rules before OK"). */
export interface PromptOptions {
  /** The title bar; default 请输入. */
  title?: string;
  /** The field's name: its accessible name, its visible label with `showLabel`. Default 内容. */
  label?: string;
  showLabel?: boolean;
  /** The text the field starts with. */
  value?: string;
  placeholder?: string;
  /** Pixels; default 400. */
  width?: number;
  /** An empty text is refused with `requiredMessage` (default 请输入<label>). */
  required?: boolean;
  requiredMessage?: string;
  /** The whole text must match, as `<input pattern>`; refused with `patternMessage` (default 格式不正确). */
  pattern?: string;
  patternMessage?: string;
  /** The caller's rules, checked after `required` and `pattern`: `{ required, pattern, validator, message }`. */
  rules?: readonly Rule[];
}

/** The save-name prompt of the advanced query (请输入保存的名称). */
export interface SaveNameOptions {
  /** The title bar; default 请输入保存的名称. */
  title?: string;
  /** The name the field starts with. */
  value?: string;
  /** Names already taken: choosing one asks 是否覆盖 first, and 取消 there keeps the prompt open. */
  existingNames?: readonly string[];
}

/** The 详细信息 modal. */
export interface DetailOptions {
  /** The title bar; default 详细信息. */
  title?: string;
  /** Fields per row, 1 to 4; default 3. The user can change it in the modal. */
  columnCount?: number;
  /** Pixels; default 1200. */
  width?: number;
}

type Props = Record<string, unknown>;

/** Opens `tag` with `props` on the page and settles with what its first closing event says. */
async function openDialog<Result>(
  make: MakeDialogElement,
  tag: DialogTag,
  props: Props,
  endings: Record<string, (event: Event) => Result>,
): Promise<Result> {
  const element = await make(tag);
  const writable = element as unknown as Props;
  for (const [name, value] of Object.entries(props)) if (value !== undefined) writable[name] = value;
  return new Promise<Result>((resolve) => {
    const listeners = Object.entries(endings).map(([type, read]) => {
      const listener = (event: Event) => {
        for (const [endType, endListener] of listeners) element.removeEventListener(endType, endListener);
        element.remove();
        resolve(read(event));
      };
      return [type, listener] as const;
    });
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    writable.open = true;
    element.ownerDocument.body.append(element);
  });
}

const confirmedText = (event: Event) => String((event as CustomEvent<{ value?: unknown }>).detail?.value ?? '');

/** Asks for one line of text: resolves with it on 确定, with null on 取消, the X or Escape. */
export function openPrompt(make: MakeDialogElement, options: PromptOptions = {}): Promise<string | null> {
  const { title, ...rest } = options;
  return openDialog<string | null>(
    make,
    'farm-prompt',
    { ...rest, heading: title },
    { 'farm-confirm': confirmedText, 'farm-cancel': () => null },
  );
}

/** Asks for a name to save under: resolves with it (trimmed, never empty), or null when cancelled. */
export function openSaveNamePrompt(make: MakeDialogElement, options: SaveNameOptions = {}): Promise<string | null> {
  const { title, value, existingNames } = options;
  return openDialog<string | null>(
    make,
    'farm-prompt',
    { variant: 'save-name', heading: title, value, existingNames },
    { 'farm-confirm': confirmedText, 'farm-cancel': () => null },
  );
}

/** Shows `record`'s `columns` in the 详细信息 modal; resolves when the user closes it. */
export function openDetail(
  make: MakeDialogElement,
  record: object,
  columns: readonly DetailColumn[],
  options: DetailOptions = {},
): Promise<void> {
  const { title, columnCount, width } = options;
  return openDialog<void>(
    make,
    'farm-detail',
    { record, columns, heading: title, columnCount, width },
    { 'farm-close': () => undefined },
  );
}
