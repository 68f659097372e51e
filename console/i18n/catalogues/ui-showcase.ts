import { defineCatalogue } from '../../../elements/core/i18n';

// The /test/home page that shows the shared components under the current theme (JeecgBoot's test
// page).
export const uiShowcaseMessages = defineCatalogue({
  'zh-CN': {
    'console.uiShowcase.title': '界面组件检查',
    'console.uiShowcase.description': '共享界面组件在当前主题下的样子',
  },
  en: {
    'console.uiShowcase.title': 'UI component check',
    'console.uiShowcase.description': 'How the shared UI components look with the current theme',
  },
});
