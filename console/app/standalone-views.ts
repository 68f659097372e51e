// The fixed pages outside the shell (/test/home, /403, /404, the data screens), loaded on demand.
export { UiShowcasePage } from '../pages/ui-showcase/ui-showcase-page';
export { Exception403, Exception404 } from '../pages/exception';
export { DataScreen } from '../pages/data-screen/data-screen';
