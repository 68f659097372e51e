export { ellipsis, shortFileName, thousands, ELLIPSIS_LENGTH, FILE_NAME_LENGTH } from './text-filters';
export { recordText } from './record-text';
