/** A tree select's `condition`: absent, a JSON object, or not acceptable. */
export type ConditionCheck = { ok: true; condition?: string } | { ok: false };

/**
 * 'condition' must be a JSON object string (spec 5.4), e.g. `{"status":"1"}`; an array, a
 * number or text that is not JSON is refused before any request is sent.
 */
export function checkCondition(condition: string | undefined): ConditionCheck {
  if (!condition) return { ok: true };
  try {
    const parsed: unknown = JSON.parse(condition);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { ok: true, condition }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}
