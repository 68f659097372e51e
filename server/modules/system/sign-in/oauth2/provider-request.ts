const TIMEOUT_MS = 5000;

/** A provider answered with a failure status or something that is not JSON, or could not be reached. */
export class ProviderUnavailable extends Error {}

/**
 * One server-to-server call to an OAuth2 provider, answering its JSON body. The address may
 * carry the app's secret (WeCom's gettoken takes it in the query), so it never goes into the
 * error: only the path does.
 */
export async function providerJson(address: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(address, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailable(
      `${new URL(address).pathname}: ${error instanceof Error ? error.name : 'unreachable'}`,
    );
  }
  if (!response.ok) throw new ProviderUnavailable(`${new URL(address).pathname}: HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new ProviderUnavailable(`${new URL(address).pathname}: not a JSON object`);
  return body as Record<string, unknown>;
}

/** A non-empty string field of a provider's answer, or null. */
export function textField(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  return typeof value === 'string' && value ? value : null;
}
