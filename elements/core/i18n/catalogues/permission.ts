import { defineCatalogue } from '../catalogue';

export const permissionMessages = defineCatalogue({
  'zh-CN': {},
  en: {},
});
