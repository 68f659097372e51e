// The import widget's public surface: the Excel import modal (the React component
// `<farm-import>` renders), its answer rules, and the list's export helpers.
export { ImportModal, type ImportModalProps } from './view/import-modal';
export { ImportControl, type ImportControlProps } from './view/import-control';
export * from './model';
export * from './export';
