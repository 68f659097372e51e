import type { FastifyPluginAsync } from 'fastify';
import type { OAuth2State, PendingSignIn, SignInOutcome } from './oauth2-state';
import { oauth2Routes } from './oauth2-routes';
import { SingleUseCodes } from './single-use-codes';

/** How long the provider may take to send the user back (authorising may ask the user something). */
export const OAUTH2_STATE_LIFETIME_MS = 10 * 60 * 1000;
/** How long the console has to exchange the sign-in code it was sent back with. */
export const OAUTH2_SIGN_IN_CODE_LIFETIME_MS = 60 * 1000;
/** Bounds the memory anonymous callers can make one instance hold (Redis keeps each until its TTL). */
const MAX_PENDING = 10_000;

/** The enterprise-chat OAuth2 app sign-in, with the apps `FARM_OAUTH2_*` configured. */
export const oauth2SignIn: FastifyPluginAsync = async (app) => {
  const state: OAuth2State = {
    apps: app.settings.oauth2Apps,
    pending: new SingleUseCodes<PendingSignIn>(
      app.clock,
      app.sharedState,
      'oauth2-state',
      OAUTH2_STATE_LIFETIME_MS,
      MAX_PENDING,
    ),
    signInCodes: new SingleUseCodes<SignInOutcome>(
      app.clock,
      app.sharedState,
      'oauth2-sign-in-code',
      OAUTH2_SIGN_IN_CODE_LIFETIME_MS,
      MAX_PENDING,
    ),
  };
  await app.register(oauth2Routes, state);
};
