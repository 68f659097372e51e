import { useSyncExternalStore } from 'react';
import { readAloudEnabled, setReadAloud, subscribeReadAloud } from '../model/read-aloud';

/** The browser's read-aloud choice and its switch (the console's settings drawer). */
export function useReadAloud(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribeReadAloud, readAloudEnabled, readAloudEnabled), setReadAloud];
}
