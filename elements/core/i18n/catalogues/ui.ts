import { defineCatalogue } from '../catalogue';

export const uiMessages = defineCatalogue({
  'zh-CN': {},
  en: {},
});
