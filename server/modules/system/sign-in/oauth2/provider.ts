import type { OAuth2App } from '../../../../config/oauth2-apps';

/** Who the provider says signed in: its user id, and DingTalk's union id beside it. */
export interface ProviderIdentity {
  userId: string;
  unionId?: string;
}

/** One enterprise-chat provider as the OAuth2 app sign-in uses it. */
export interface OAuth2Provider {
  /** Where the browser goes to authorise; the provider comes back to `callback` with a code and `state`. */
  authorizeAddress(app: OAuth2App, callback: string, state: string): string;
  /** The code the provider's redirect carries (its query parameters), or null without one. */
  codeOf(query: Readonly<Record<string, string | undefined>>): string | null;
  /**
   * Exchanges the code server to server: the identity, or null when the provider refuses the code
   * or the account is not a member of the app. Throws ProviderUnavailable when it cannot be asked.
   */
  identify(app: OAuth2App, code: string): Promise<ProviderIdentity | null>;
}
