/** What an SMS code is for: JeecgBoot's `smsmode` 0 login, 1 register, 2 forgotten password. */
export type SmsPurpose = 'login' | 'register' | 'forget';

export interface SmsMessage {
  phone: string;
  code: string;
  purpose: SmsPurpose;
}

/** Delivers a code; throws when it could not. The default writes it to the server log. */
export type SmsSender = (message: SmsMessage) => Promise<void>;

/**
 * A third-party sign-in provider, one per `thirdType` ('github', 'wechat_enterprise', ...): it
 * tells which local account a token it issued stands for, or null when it does not vouch for it.
 */
export interface ThirdPartyProvider {
  identify(token: string): Promise<{ username: string } | null>;
}

export interface SignInSettings {
  smsSender?: SmsSender;
  thirdParty?: Readonly<Record<string, ThirdPartyProvider>>;
  /** The CAS server's base address (e.g. 'https://sso.example.com/cas'); CAS login is off without it. */
  casServerUrl?: string;
}

declare module '../../../config/settings' {
  interface ServerSettings {
    /** Phone, third-party and CAS sign-in; read from the environment when not given. */
    signIn?: SignInSettings;
  }
}
