import { randomUUID } from 'node:crypto';

/** A new primary key: 32 hex characters, like JeecgBoot's string ids. */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}
