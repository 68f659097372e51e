/*
 * Who an announcement is for. msgType 'ALL' is everyone, 'USER' the users in `userIds`, 'DEPT'
 * the members of the departments in `departIds` and of every department below them.
 */

export const MsgType = { all: 'ALL', user: 'USER', depart: 'DEPT' } as const;

/** A comma list as JeecgBoot clients send it ('a,b,' with a trailing comma too), without blanks or repeats. */
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

/** What decides whether an announcement reaches a user. */
export interface Reader {
  userId: string;
  /** The user's departments and every department above them. */
  departIds: ReadonlySet<string>;
  createTime: string | null;
}

export interface Addressing {
  msgType: string;
  userIds: string | null;
  departIds: string | null;
  endTime: string | null;
}

export function isAddressedTo(announcement: Addressing, reader: Reader): boolean {
  switch (announcement.msgType) {
    case MsgType.all:
      // JeecgBoot: "新注册用户不看结束通知": an announcement that ended before the user existed is not theirs.
      return !announcement.endTime || !reader.createTime || announcement.endTime >= reader.createTime;
    case MsgType.user:
      return idList(announcement.userIds).includes(reader.userId);
    case MsgType.depart:
      return idList(announcement.departIds).some((id) => reader.departIds.has(id));
    default:
      return false;
  }
}

/** id -> parent id of every department. */
export type DepartParents = ReadonlyMap<string, string | null>;

/** The departments and all their ancestors. */
export function withAncestors(ids: Iterable<string>, parents: DepartParents): Set<string> {
  const found = new Set<string>();
  for (const id of ids) {
    for (let at: string | null | undefined = id; at && !found.has(at); at = parents.get(at)) found.add(at);
  }
  return found;
}

/** The departments and all their descendants. */
export function withDescendants(ids: Iterable<string>, parents: DepartParents): Set<string> {
  const children = new Map<string, string[]>();
  for (const [id, parent] of parents) if (parent) children.set(parent, [...(children.get(parent) ?? []), id]);
  const found = new Set<string>();
  const pending = [...ids];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(children.get(id) ?? []));
  }
  return found;
}
