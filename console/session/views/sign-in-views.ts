// The sign-in views as one group, which the console loads on demand (console/app/lazy-views.ts):
// the login page ships without the shell, and the shell without these views.
export { SignInLayout } from './sign-in-layout';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { RegisterResultPage } from './register-result-page';
export { AlterationPage } from './alteration-page';
export { OAuth2LoginPage } from './oauth2-login-page';
