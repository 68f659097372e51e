// The cron widget's public surface: the React components (the same ones `<farm-cron>` renders)
// and the editor's pure rules. The Quartz engine has its own surface, ./engine.
export { CronControl, type CronControlProps, type CronMode } from './view/cron-control';
export { CronEditor, type CronEditorProps } from './view/cron-editor';
export { CronInput, CRON_MODAL_WIDTH, type CronInputProps } from './view/cron-input';
export type { CronChange, CronViewProps } from './view/cron-props';
export * from './editor';
