export { IMPORTED_WITH_ERRORS, importOutcome, type ImportAnswer, type ImportOutcome } from './import-answer';
export { EXCEL_ACCEPT, isExcelFileName } from './excel-files';
export { importFormData, type ImportSettings } from './import-form';
export { errorFileHref } from './error-file-url';
