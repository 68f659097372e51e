// The online module's seeds: the farm demo and the upgrades built from its resources and buttons
// (listed in order with every other seed in modules/seeds.ts).
export { farmDemoSeed } from './farm-demo';
export { machineTypesAndDeviceDataSeed } from './machine-types-device-data';
export { yieldPagesSeed } from './yield-pages';
