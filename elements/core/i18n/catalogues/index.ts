// What the widgets say, one catalogue per domain. Keys are namespaced by domain (`http.timeout`,
// `validation.mobile`), so merging cannot clash. A widget's bundle carries only the catalogues its
// own modules import (each registers itself as it loads); importing this index registers them all,
// which a host showing every widget's text (the console) or a test does.
import type { CatalogueKeys } from '../catalogue';
import { cronMessages } from './cron';
import { datePickerMessages } from './date-picker';
import { dialogMessages } from './dialogs';
import { editorMessages } from './editors';
import { gridMessages } from './grid';
import { gridRowMessages } from './grid-rows';
import { httpMessages } from './http';
import { importMessages } from './import';
import { listMessages } from './list';
import { noticeMessages } from './notice';
import { pickerMessages } from './pickers';
import { queryMessages } from './query';
import { sliderMessages } from './slider';
import { uiMessages } from './ui';
import { uploadMessages } from './upload';
import { validationMessages } from './validation';

export const widgetCatalogues = [
  gridMessages,
  gridRowMessages,
  httpMessages,
  validationMessages,
  uiMessages,
  cronMessages,
  pickerMessages,
  uploadMessages,
  importMessages,
  queryMessages,
  listMessages,
  noticeMessages,
  sliderMessages,
  editorMessages,
  dialogMessages,
  datePickerMessages,
] as const;

/** Every key a widget says. */
export type WidgetMessageKey = CatalogueKeys<(typeof widgetCatalogues)[number]>;
