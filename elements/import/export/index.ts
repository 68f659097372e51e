export { exportXls, openStoredFile, type ExportRequest } from './export-xls';
export { exportParams, exportFileName } from './export-params';
