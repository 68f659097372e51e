export { MenuRoutePage } from './menu-route-page';
export { renderPage, hasPage } from './page-registry';
export { DataScreen } from './data-screen/data-screen';
export { onlineCode, ONLINE_FORM_LISTS, ONLINE_REPORT_LIST } from './online-components';
export { PageUnavailable } from './unavailable/page-unavailable';
export { IframePage } from './iframe/iframe-page';
export { UiShowcasePage } from './ui-showcase/ui-showcase-page';
