export {
  nextUid,
  type UploadItem,
  type UploadStatus,
  type UploadedFile,
  type UploadValue,
  type UploadValueMode,
} from './upload-item';
export { fileNameOfPath, itemsFromValue, valueFromItems, formTextOf, sameValue } from './upload-value';
export { itemAfterAnswer, itemAfterFailure, type UploadAnswer } from './upload-answer';
export {
  allDone,
  addItems,
  replaceItem,
  removeItem,
  moveItem,
  type MoveDirection,
  type MoveOutcome,
} from './upload-list';
export { SHORT_NAME_LENGTH, shortFileName, isImageFile } from './file-checks';
export { isPdfFile, pdfPreviewUrl } from './pdf-preview';
