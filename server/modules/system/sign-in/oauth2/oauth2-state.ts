import type { OAuth2Apps, OAuth2Source } from '../../../../config/oauth2-apps';
import type { ReturnPath } from './return-path';
import type { SingleUseCodes } from './single-use-codes';

/** A sign-in the browser was sent to the provider for, awaiting the provider's callback. */
export interface PendingSignIn {
  source: OAuth2Source;
  returnPath: ReturnPath;
}

/** Why a callback signs nobody in; the console is told by the sign-in code's exchange. */
export type SignInRefusal = 'denied' | 'providerFailed' | 'unbound';

/** What a sign-in code stands for: the user the provider vouched for, or why there is none. */
export type SignInOutcome = { source: OAuth2Source } & ({ userId: string } | { refusal: SignInRefusal });

/** What the OAuth2 routes share, one per server instance. */
export interface OAuth2State {
  apps: OAuth2Apps;
  pending: SingleUseCodes<PendingSignIn>;
  signInCodes: SingleUseCodes<SignInOutcome>;
}
