// The catalogues the element builds ship (vite.elements.config.ts puts this module in place of
// ./catalogues for them): every domain a widget can show, and none of the console's own pages,
// which would add some 40 KB of text to every widget page. The console and the tests use the
// full set in ./catalogues.
import type { MessageKey } from './catalogues';
import { cronMessages } from './catalogues/cron';
import { editorMessages } from './catalogues/editors';
import { elementMessages } from './catalogues/element';
import { gridMessages } from './catalogues/grid';
import { gridMoreMessages } from './catalogues/grid-more';
import { httpMessages } from './catalogues/http';
import { importMessages } from './catalogues/import';
import { noticeMessages } from './catalogues/notice';
import { permissionMessages } from './catalogues/permission';
import { pickerMessages } from './catalogues/pickers';
import { queryMessages } from './catalogues/query';
import { sessionMessages } from './catalogues/session';
import { sliderMessages } from './catalogues/slider';
import { uiMessages } from './catalogues/ui';
import { uploadMessages } from './catalogues/upload';
import { validationMessages } from './catalogues/validation';

export type { MessageKey };

export const WIDGET_DOMAINS = [
  cronMessages,
  editorMessages,
  elementMessages,
  gridMessages,
  gridMoreMessages,
  httpMessages,
  importMessages,
  noticeMessages,
  permissionMessages,
  pickerMessages,
  queryMessages,
  sessionMessages,
  sliderMessages,
  uiMessages,
  uploadMessages,
  validationMessages,
] as const;

// A console key asked for by a widget falls back to the key itself (translate.ts), never to undefined.
function merge(locale: 'zh-CN' | 'en'): Record<MessageKey, string> {
  return Object.assign({}, ...WIDGET_DOMAINS.map((domain) => domain[locale])) as Record<MessageKey, string>;
}

export const catalogues = { 'zh-CN': merge('zh-CN'), en: merge('en') } as const;
