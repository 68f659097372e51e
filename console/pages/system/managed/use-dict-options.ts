import { useMemo } from 'react';
import { useDictionaryItems } from '../../../../elements/core/dict';
import type { SelectOption } from '../../../../elements/core/ui';

/** A dictionary's items as select options; empty until they arrive (or when they cannot be read). */
export function useDictOptions(dictCode: string): SelectOption<string>[] {
  // The HTTP client has shown why a load failed; the select stays empty.
  const { data } = useDictionaryItems(dictCode);
  return useMemo(() => (data ?? []).map((item) => ({ value: item.value, label: item.text })), [data]);
}
