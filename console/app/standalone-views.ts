// The fixed pages outside the shell (/test/home, /403, /404, the data screens), loaded on demand.
export { TestHome } from '../pages/test/test-home';
export { Exception403, Exception404 } from '../pages/exception';
export { DataScreen } from '../pages/data-screen/data-screen';
