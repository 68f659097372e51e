export { consoleCatalogues, type ConsoleMessageKey } from './catalogues';
export { registerConsoleCatalogues } from './register-console-catalogues';
