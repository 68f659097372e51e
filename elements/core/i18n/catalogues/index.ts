// Every user-visible string of the product lives in one of these domain catalogues.
// Keys are namespaced by domain (`http.timeout`, `validation.mobile`), so merging cannot clash.
import { consoleMessages } from './console';
import { consoleExtraMessages } from './console-extra';
import { consoleHomeMessages } from './console-home';
import { consoleLanguageMessages } from './console-language';
import { cronMessages } from './cron';
import { dashboardMessages } from './dashboard';
import { datePickerMessages } from './date-picker';
import { dialogMessages } from './dialogs';
import { editorMessages } from './editors';
import { elementMessages } from './element';
import { farmMessages } from './farm';
import { gridMessages } from './grid';
import { gridMoreMessages } from './grid-more';
import { httpMessages } from './http';
import { importMessages } from './import';
import { listMessages } from './list';
import { noticeMessages } from './notice';
import { permissionMessages } from './permission';
import { pickerMessages } from './pickers';
import { queryMessages } from './query';
import { sessionMessages } from './session';
import { sliderMessages } from './slider';
import { statisticsMessages } from './statistics';
import { systemMessages } from './system';
import { systemAccountMessages } from './system-accounts';
import { systemMoreMessages } from './system-more';
import { uiMessages } from './ui';
import { uploadMessages } from './upload';
import { validationMessages } from './validation';

const domains = [
  gridMessages,
  gridMoreMessages,
  httpMessages,
  sessionMessages,
  permissionMessages,
  validationMessages,
  uiMessages,
  elementMessages,
  consoleMessages,
  consoleExtraMessages,
  consoleHomeMessages,
  consoleLanguageMessages,
  cronMessages,
  pickerMessages,
  uploadMessages,
  importMessages,
  queryMessages,
  listMessages,
  systemMessages,
  systemAccountMessages,
  systemMoreMessages,
  noticeMessages,
  sliderMessages,
  editorMessages,
  dashboardMessages,
  farmMessages,
  statisticsMessages,
  dialogMessages,
  datePickerMessages,
] as const;

type Domain = (typeof domains)[number];
type KeysOf<D> = D extends { 'zh-CN': infer Zh } ? keyof Zh & string : never;

export type MessageKey = KeysOf<Domain>;

function merge(locale: 'zh-CN' | 'en'): Record<MessageKey, string> {
  return Object.assign({}, ...domains.map((domain) => domain[locale])) as Record<MessageKey, string>;
}

export const catalogues = { 'zh-CN': merge('zh-CN'), en: merge('en') } as const;
