import type { ServerSettings } from '../../../config/settings';
import { identityServiceProvider } from './identity-service-provider';
import type { SignInSettings, ThirdPartyProvider } from './sign-in-settings';
import { smsGatewaySender } from './sms-gateway';

/**
 * Sign-in from the addresses `readSettings` took from the environment, for a server started
 * without `signIn` in code: the CAS server (`casUrl`), an identity service per third-party type
 * (`thirdLogin`), and the SMS gateway (`smsUrl`; without it codes go to the server log).
 */
export function signInSettingsOf(settings: Pick<ServerSettings, 'casUrl' | 'thirdLogin' | 'smsUrl'>): SignInSettings {
  const thirdParty: Record<string, ThirdPartyProvider> = {};
  for (const [type, url] of Object.entries(settings.thirdLogin)) thirdParty[type] = identityServiceProvider(url, type);
  return {
    thirdParty,
    casServerUrl: settings.casUrl,
    smsSender: settings.smsUrl ? smsGatewaySender(settings.smsUrl) : undefined,
  };
}
