import { useEffect, useState } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';
import { treeColumnsUrl, treeFieldsOf, type TreeFields } from './tree-list';

/**
 * The tree fields of an online form drawn by the tree list: 'loading' until getColumns answers,
 * then its fields, or null (not a tree, or no answer: the list is drawn flat).
 */
export function useTreeFields(code: string, enabled: boolean): TreeFields | null | 'loading' {
  const [fields, setFields] = useState<TreeFields | null | 'loading'>(enabled ? 'loading' : null);
  useEffect(() => {
    if (!enabled) {
      setFields(null);
      return undefined;
    }
    let current = true;
    setFields('loading');
    getAction<unknown>(treeColumnsUrl(code))
      .then((answer) => {
        if (current) setFields(isSuccessful(answer) ? treeFieldsOf(answer.result) : null);
      })
      .catch(() => {
        if (current) setFields(null);
      });
    return () => {
      current = false;
    };
  }, [code, enabled]);
  return fields;
}
