// The fixed pages outside the shell (/test/home, /404, the data screens), loaded on demand.
export { TestHome } from '../pages/test/test-home';
export { Exception404 } from '../pages/exception';
export { DataScreen } from '../pages/data-screen/data-screen';
