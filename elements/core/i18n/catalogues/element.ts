import { defineCatalogue } from '../catalogue';

export const elementMessages = defineCatalogue({
  'zh-CN': {},
  en: {},
});
