/** Every JSON answer of a JeecgBoot-compatible backend (api-contract: Envelope). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number | string;
  result: T;
  timestamp?: number;
}

/** Success is decided on `success` first: some endpoints leave `code` at 0 when they succeed. */
export function isSuccessful(envelope: Partial<Envelope> | null | undefined): boolean {
  if (!envelope || typeof envelope !== 'object') return false;
  if (typeof envelope.success === 'boolean') return envelope.success;
  return String(envelope.code) === '200';
}

/** Login is the exception the spec names: it succeeds only when `code` is 200 or '200'. */
export function isLoginSuccessful(envelope: Partial<Envelope> | null | undefined): boolean {
  return !!envelope && String(envelope.code) === '200';
}

/** A server answer that did not succeed, carrying the server's message and the envelope. */
export class HttpFailure extends Error {
  readonly envelope: Partial<Envelope> | undefined;

  constructor(message: string, envelope?: Partial<Envelope>) {
    super(message);
    this.name = 'HttpFailure';
    this.envelope = envelope;
  }
}

/** The envelope's result when it succeeded; otherwise an HttpFailure with the server message. */
export function requireSuccess<T>(envelope: Envelope<T>): T {
  if (isSuccessful(envelope)) return envelope.result;
  throw new HttpFailure(envelope?.message ?? '', envelope);
}
