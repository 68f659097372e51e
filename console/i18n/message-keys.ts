import type { ConsoleMessageKey } from './catalogues';

// The console's keys join the widget runtime's MessageKey, so t('console.login.submit') type-checks
// in the console while the widgets' own type knows only their keys.
declare module '../../elements/core/i18n/translate' {
  interface HostMessageKeys extends Record<ConsoleMessageKey, true> {}
}
