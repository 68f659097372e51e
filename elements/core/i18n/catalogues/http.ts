import { defineCatalogue } from '../catalogue';

export const httpMessages = defineCatalogue({
  'zh-CN': {},
  en: {},
});
