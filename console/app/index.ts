// What the rest of the console reads from the app: its deployment settings and its notice
// bridge. (The app itself, App and the route table, is started by main.tsx.)
export { consoleConfig, type ConsoleConfig, type ThirdPartyProvider } from './console-config';
export { consoleNotices } from './console-notices';
