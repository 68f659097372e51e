// Small view pieces the sign-in views, the shell and the pages share; nothing here knows the
// session or the menu.
export * from './icons';
export { Logo } from './logo';
export { NoticePage, type NoticePageProps } from './notice-page';
export { greetingFor, type Greeting } from './greeting';
export { greetingText } from './greeting-text';
export { documentTitle, TITLE_SEPARATOR } from './document-title';
export { useDocumentTitle } from './use-document-title';
export { SentenceWithData, type SentenceWithDataProps } from './sentence-with-data';
