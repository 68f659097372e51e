import { useEffect, useState } from 'react';
import { getDictItems } from '../../../../elements/core/dict';
import type { SelectOption } from '../../../../elements/core/ui';

/** A dictionary's items as select options; empty until they arrive (or when they cannot be read). */
export function useDictOptions(dictCode: string): SelectOption<string>[] {
  const [options, setOptions] = useState<SelectOption<string>[]>([]);
  useEffect(() => {
    let current = true;
    getDictItems(dictCode)
      .then((items) => {
        if (current) setOptions(items.map((item) => ({ value: item.value, label: item.text })));
      })
      // The HTTP client has shown why; the select stays empty.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [dictCode]);
  return options;
}
