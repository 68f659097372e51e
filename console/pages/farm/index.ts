export { FarmListPage } from './farm-list-page';
