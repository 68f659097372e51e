/**
 * The message of a before-delete hook's rejection, shown as an error (widgets spec 8): the
 * error's message, a rejected string as it is, otherwise nothing to show.
 */
export function rejectionMessage(reason: unknown): string | null {
  if (reason instanceof Error) return reason.message || null;
  if (typeof reason === 'string') return reason || null;
  if (reason && typeof reason === 'object' && typeof (reason as { message?: unknown }).message === 'string') {
    return (reason as { message: string }).message || null;
  }
  return null;
}
