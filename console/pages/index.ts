export { MenuRoutePage } from './menu-route-page';
export { renderPage, hasPage } from './page-registry';
export { DataScreen } from './data-screen/data-screen';
export { OnlineListPending, onlineCode, ONLINE_LIST_KINDS } from './unavailable/online-list-pending';
export { PageUnavailable } from './unavailable/page-unavailable';
export { IframePage } from './iframe/iframe-page';
export { TestHome } from './test/test-home';
