import { getAction, isSuccessful } from '../../../elements/core/http';
import { useRemoteData } from '../../../elements/core/remote';
import { treeColumnsUrl, treeFieldsOf, type TreeFields } from './tree-list';

/**
 * The tree fields of an online form drawn by the tree list: 'loading' until getColumns answers,
 * then its fields, or null (not a tree, or no answer: the list is drawn flat).
 */
export function useTreeFields(code: string, enabled: boolean): TreeFields | null | 'loading' {
  const read = useRemoteData<TreeFields | null>(
    [code],
    async (signal) => {
      const answer = await getAction<unknown>(treeColumnsUrl(code), undefined, { signal });
      return isSuccessful(answer) ? treeFieldsOf(answer.result) : null;
    },
    { enabled },
  );
  if (!enabled || read.error !== null) return null;
  return read.loading ? 'loading' : (read.data ?? null);
}
