import { useState } from 'react';
import { getAction, isSuccessful } from '../../../../elements/core/http';
import { useRemoteData } from '../../../../elements/core/remote';
import type { SelectOption } from '../../../../elements/core/ui';
import { USER_URLS } from './user-record';

const NO_ROLES: SelectOption<string>[] = [];

/** The roles a user can be given, as select options; loaded when the form first opens. */
export function useRoleOptions(wanted: boolean): SelectOption<string>[] {
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  const read = useRemoteData<SelectOption<string>[]>(
    [],
    async (signal) => {
      const answer = await getAction<{ id: string; roleName: string }[]>(USER_URLS.roles, undefined, { signal });
      if (!isSuccessful(answer) || !Array.isArray(answer.result)) return NO_ROLES;
      return answer.result.map((role) => ({ value: role.id, label: role.roleName }));
    },
    // The HTTP client has shown why a request failed; the select stays empty.
    { enabled: asked, keepWhenShownAgain: true },
  );
  return read.data ?? NO_ROLES;
}
