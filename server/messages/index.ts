/**
 * Every text the server answers, in one place. The server speaks Chinese like the JeecgBoot
 * backend it stands in for: clients show `message` as it arrives, and some look for fixed words
 * in it (the HTTP client starts the re-login flow on "Token失效"). A client that asks for English
 * (`X-Farm-Locale: en`) gets each table's English twin (`localised()`, server/i18n); a text must
 * therefore be read while answering, never copied into a module-level constant.
 */
export { httpMessages, validationMessages } from './http';
export { authMessages } from './auth';
export { firstStartLines } from './first-start';
export { systemMessages } from './system';
export { orgMessages } from './org';
export { signInMessages, signInLogLines } from './sign-in';
export { oauth2Messages } from './oauth2';
export { queryMessages } from './query';
export { dictMessages } from './dict';
export { filesMessages } from './files';
export { printMessages } from './print';
export { announcementMessages } from './announcement';
export { pushMessages } from './push';
export { categoryMessages } from './category';
export { checkMessages } from './checks';
export { onlineMessages, orderMessages, excelMessages, reportMessages } from './online';
export { quartzMessages } from './quartz';
export { statsMessages } from './stats';
export { tenancyMessages, dataRuleMessages } from './data-boundaries';
