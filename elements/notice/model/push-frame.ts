/** A frame of the notice channel (api-contract: `{ cmd: 'topic' | 'user' | 'heartcheck', msgId, msgTxt }`). */
export interface PushMessage {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
}

/**
 * Reads one frame with `JSON.parse` only (JeecgBoot evaluated frames; nothing is evaluated
 * here). Anything that is not an object with a string `cmd` is malformed and yields null.
 */
export function parsePushFrame(data: unknown): PushMessage | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { cmd, msgId, msgTxt } = parsed as Record<string, unknown>;
  if (typeof cmd !== 'string') return null;
  const message: PushMessage = { cmd };
  if (typeof msgId === 'string' || typeof msgId === 'number') message.msgId = String(msgId);
  if (typeof msgTxt === 'string') message.msgTxt = msgTxt;
  return message;
}

/** The bell reloads when a message of the topic (everyone) or of the user arrives. */
export function isAnnouncementPush(message: PushMessage): boolean {
  return message.cmd === 'topic' || message.cmd === 'user';
}
