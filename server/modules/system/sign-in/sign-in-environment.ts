import { identityServiceProvider } from './identity-service-provider';
import type { SignInSettings, ThirdPartyProvider } from './sign-in-settings';

/**
 * Sign-in settings from the environment, for a server started without them in code:
 * - `FARM_CAS_URL`: the CAS server's base address;
 * - `FARM_THIRD_LOGIN`: `type=address` pairs, comma-separated, each an identity service
 *   (see identityServiceProvider), e.g. `github=https://id.example.com/github/verify`.
 * SMS codes go to the server log unless an embedder passes a sender in code.
 */
export function signInSettingsFromEnvironment(env: NodeJS.ProcessEnv): SignInSettings {
  const thirdParty: Record<string, ThirdPartyProvider> = {};
  for (const pair of (env.FARM_THIRD_LOGIN ?? '').split(',')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const type = pair.slice(0, equals).trim();
    const url = pair.slice(equals + 1).trim();
    if (type && /^https?:\/\//.test(url)) thirdParty[type] = identityServiceProvider(url, type);
  }
  return { thirdParty, casServerUrl: env.FARM_CAS_URL || undefined };
}
