// `farm-elements/dialogs`: the prompt, the save-name prompt and the 详细信息 modal as calls that
// resolve with the user's answer, for hosts that import the package. Importing it registers
// <farm-prompt> and <farm-detail>. A script-tag page has the same calls on `FarmElements`.
import { FarmDetailElement } from './detail/element';
import {
  openDetail,
  openPrompt,
  openSaveNamePrompt,
  type DetailOptions,
  type MakeDialogElement,
  type PromptOptions,
  type SaveNameOptions,
} from './model/dialog-calls';
import type { DetailColumn } from './model/detail-fields';
import { FarmPromptElement } from './prompt/element';

export type { DetailColumn, DetailOptions, PromptOptions, SaveNameOptions };
export type { Rule } from '../core/validation';

// Made through their classes, which also keeps a bundler from dropping their registration.
const make: MakeDialogElement = async (tag) =>
  tag === 'farm-prompt' ? new FarmPromptElement() : new FarmDetailElement();

/**
 * Asks for one line of text, checked by `required`, `pattern` and the caller's `rules` before
 * 确定 is accepted. Resolves with the text, or null when the user cancels.
 */
export function prompt(options?: PromptOptions): Promise<string | null> {
  return openPrompt(make, options);
}

/**
 * Asks for the name to save under (the advanced query's prompt): an empty name is refused with
 * 保存名称不能为空, one of `existingNames` asks 是否覆盖 first. Resolves with the trimmed name, or null.
 */
export function promptSaveName(options?: SaveNameOptions): Promise<string | null> {
  return openSaveNamePrompt(make, options);
}

/** Shows `record`'s `columns` in the 详细信息 modal; resolves when the user closes it. */
export function showDetail(record: object, columns: readonly DetailColumn[], options?: DetailOptions): Promise<void> {
  return openDetail(make, record, columns, options);
}
