// The built-in online report list: every report menu without a page of its own.
export { OnlineReportPage } from './online-report-page';
