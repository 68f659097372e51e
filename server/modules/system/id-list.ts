import { refused } from '../../http';
import { systemMessages } from '../../messages';

/** A comma list of ids as JeecgBoot clients send them ('a,b,c'), trimmed, blanks and repeats dropped. */
export function idList(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** The ids of a delete or batch request; an empty list is refused, as JeecgBoot refuses it. */
export function requiredIds(text: string | null | undefined): string[] {
  const ids = idList(text);
  if (!ids.length) throw refused(systemMessages.idsRequired);
  return ids;
}

/** Query schema of `?id=` (delete, queryById). */
export const idQuerySchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** Query schema of `?ids=a,b,c` (batch delete). */
export const idsQuerySchema = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', minLength: 1, maxLength: 20_000 } },
} as const;
