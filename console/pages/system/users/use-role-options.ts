import { useEffect, useState } from 'react';
import { getAction, isSuccessful } from '../../../../elements/core/http';
import type { SelectOption } from '../../../../elements/core/ui';
import { USER_URLS } from './user-record';

/** The roles a user can be given, as select options; loaded when the form first opens. */
export function useRoleOptions(wanted: boolean): SelectOption<string>[] {
  const [options, setOptions] = useState<SelectOption<string>[]>([]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return;
    setLoaded(true);
    getAction<{ id: string; roleName: string }[]>(USER_URLS.roles)
      .then((answer) => {
        if (isSuccessful(answer) && Array.isArray(answer.result))
          setOptions(answer.result.map((role) => ({ value: role.id, label: role.roleName })));
      })
      // The HTTP client has shown why; the select stays empty.
      .catch(() => undefined);
  }, [wanted, loaded]);
  return options;
}
