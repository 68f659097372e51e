// The dialogs' public surface: the React components `<farm-prompt>` and `<farm-detail>` render,
// the 详细信息 modal for React pages, and the DOM calls that open the elements and resolve with
// the answer (FarmElements.prompt(), `farm-elements/dialogs`).
export { DetailModal, type DetailModalProps } from './view/detail-modal';
export { DetailControl, type DetailControlProps } from './view/detail-control';
export { PromptControl, type PromptControlProps } from './view/prompt-control';
export {
  DEFAULT_DETAIL_COLUMNS,
  DETAIL_COLUMN_COUNTS,
  DETAIL_WIDTH,
  detailColumnCount,
  detailFieldsOf,
  type DetailColumn,
  type DetailField,
} from './model/detail-fields';
export { promptRules, wholePattern, type PromptChecks } from './model/prompt-rules';
export { isTakenName, saveNameRules } from './model/save-name';
export {
  openDetail,
  openPrompt,
  openSaveNamePrompt,
  type DetailOptions,
  type DialogTag,
  type MakeDialogElement,
  type PromptOptions,
  type SaveNameOptions,
} from './model/dialog-calls';
