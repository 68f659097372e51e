import { defineCatalogue } from '../catalogue';

export const validationMessages = defineCatalogue({
  'zh-CN': {},
  en: {},
});
