// The app's deployment settings and notice bridge, for what stands outside the console (its
// tests). Inside the console nothing imports the app: it hands the session what it needs at start
// (configureSession in configure-runtime.ts), and main.tsx starts App and the route table.
export { consoleConfig, type ConsoleConfig, type ThirdPartyProvider } from './console-config';
export { consoleNotices } from './console-notices';
