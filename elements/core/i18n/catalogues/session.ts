import { defineCatalogue } from '../catalogue';

export const sessionMessages = defineCatalogue({
  'zh-CN': {},
  en: {},
});
