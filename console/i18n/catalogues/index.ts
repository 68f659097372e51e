// What the console says, one catalogue per subject. The widgets' own texts stay in
// elements/core/i18n/catalogues; none of these reaches a widget's bundle.
import type { CatalogueKeys } from '../../../elements/core/i18n';
import { accountMessages } from './account';
import { announcementMessages } from './announcements';
import { codingRuleMessages } from './coding-rules';
import { dashboardMessages } from './dashboard';
import { departmentMessages } from './departments';
import { exceptionMessages } from './exceptions';
import { farmMessages } from './farm';
import { homeMessages } from './home';
import { languageMessages } from './language';
import { menuMessages } from './menus';
import { onlineReportMessages } from './online-reports';
import { roleMessages } from './roles';
import { scheduledJobMessages } from './scheduled-jobs';
import { settingsMessages } from './settings';
import { shellMessages } from './shell';
import { signInMessages } from './sign-in';
import { statisticsMessages } from './statistics';
import { systemDataSourceMessages } from './system-data-sources';
import { systemDictionaryMessages } from './system-dictionaries';
import { systemGatewayMessages } from './system-gateway';
import { systemLogMessages } from './system-logs';
import { managedListMessages } from './managed-lists';
import { onlineUserMessages } from './online-users';
import { tenantMessages } from './tenants';
import { uiShowcaseMessages } from './ui-showcase';
import { userMessages } from './users';

export const consoleCatalogues = [
  signInMessages,
  languageMessages,
  shellMessages,
  settingsMessages,
  accountMessages,
  exceptionMessages,
  homeMessages,
  uiShowcaseMessages,
  dashboardMessages,
  farmMessages,
  statisticsMessages,
  onlineReportMessages,
  announcementMessages,
  userMessages,
  roleMessages,
  menuMessages,
  departmentMessages,
  tenantMessages,
  systemDictionaryMessages,
  codingRuleMessages,
  systemDataSourceMessages,
  systemGatewayMessages,
  systemLogMessages,
  onlineUserMessages,
  managedListMessages,
  scheduledJobMessages,
] as const;

export type ConsoleMessageKey = CatalogueKeys<(typeof consoleCatalogues)[number]>;
