import type { ThirdPartyProvider } from './sign-in-settings';

const TIMEOUT_MS = 5000;

/**
 * A provider backed by an identity service the operator runs: the server posts
 * `{ token, thirdType }` to its address and takes `{ username }` from a 200 answer. Anything
 * else (another status, no name, a timeout) means the service does not vouch for the token.
 */
export function identityServiceProvider(url: string, thirdType: string): ThirdPartyProvider {
  return {
    async identify(token) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token, thirdType }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status !== 200) return null;
      const answer = (await response.json()) as { username?: unknown };
      return typeof answer.username === 'string' && answer.username ? { username: answer.username } : null;
    },
  };
}
