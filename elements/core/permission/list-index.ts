import { actionsOf, hasStatus, hasType, type AuthEntry } from './auth-entry';

/** What the two readings ask of one list, answered by lookups instead of a pass over the list. */
export interface ListIndex {
  /** Actions listed by entries that are not type '2'. */
  notType2: ReadonlySet<string>;
  /** Actions listed by entries that are not type '2' and are switched off (status '0'). */
  notType2SwitchedOff: ReadonlySet<string>;
  /** Actions listed by type '2' entries. */
  type2: ReadonlySet<string>;
  /** How many entries are type '2'. */
  type2Count: number;
  /** For each action, the first type '2' entry listing it (the rule that decides in reading B). */
  firstType2Rule: ReadonlyMap<string, AuthEntry>;
}

function buildIndex(entries: readonly AuthEntry[]): ListIndex {
  const notType2 = new Set<string>();
  const notType2SwitchedOff = new Set<string>();
  const type2 = new Set<string>();
  const firstType2Rule = new Map<string, AuthEntry>();
  let type2Count = 0;
  for (const entry of entries) {
    const actions = actionsOf(entry);
    if (hasType(entry, '2')) {
      type2Count += 1;
      for (const action of actions) {
        type2.add(action);
        if (!firstType2Rule.has(action)) firstType2Rule.set(action, entry);
      }
    } else {
      const switchedOff = hasStatus(entry, '0');
      for (const action of actions) {
        notType2.add(action);
        if (switchedOff) notType2SwitchedOff.add(action);
      }
    }
  }
  return { notType2, notType2SwitchedOff, type2, type2Count, firstType2Rule };
}

/**
 * Indexes of frozen lists, kept while the list lives: the session's lists are frozen and stay the
 * same object until what is stored changes, so a page's hundreds of checks per render each cost a
 * lookup. A list that is not frozen could still change, so it is indexed afresh each time.
 */
const indexes = new WeakMap<readonly AuthEntry[], ListIndex>();

export function listIndex(entries: readonly AuthEntry[]): ListIndex {
  if (!Object.isFrozen(entries)) return buildIndex(entries);
  let index = indexes.get(entries);
  if (!index) {
    index = buildIndex(entries);
    indexes.set(entries, index);
  }
  return index;
}
