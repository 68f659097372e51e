const TIMEOUT_MS = 5000;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The user named by a CAS `serviceValidate` answer, or null when it reports a failure. */
export function casUser(xml: string): string | null {
  if (!/<cas:authenticationSuccess[\s>]/.test(xml)) return null;
  const match = /<cas:user>\s*([^<]+?)\s*<\/cas:user>/.exec(xml);
  const user = match?.[1];
  return user === undefined
    ? null
    : user.replace(/&(amp|lt|gt|quot|apos);/g, (entity, name: string) => XML_ENTITIES[name] ?? entity);
}

/**
 * Asks the CAS server (protocol 3, `/p3/serviceValidate`) whom a service ticket was issued to.
 * Only the configured server is ever called; ticket and service travel as query parameters.
 */
export async function validateTicket(serverUrl: string, ticket: string, service: string): Promise<string | null> {
  const url = new URL(`${serverUrl.replace(/\/+$/, '')}/p3/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) return null;
  return casUser(await response.text());
}
