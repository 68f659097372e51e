import type { CaptchaStore } from './captcha-store';
import type { LoginThrottle } from './login-throttle';

/** In-memory state the session routes share, one per server instance. */
export interface AuthState {
  captchas: CaptchaStore;
  throttle: LoginThrottle;
}
