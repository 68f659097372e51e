export {
  Exception403,
  Exception404,
  Exception500,
  type ExceptionPageProps,
  type ExceptionType,
} from './exception-page';
export { BackHomeButton, DEFAULT_HOME_PATH, type BackHomeButtonProps } from './back-home-button';
export { NavigateButton, type NavigateButtonProps } from './navigate-button';
