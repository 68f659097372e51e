import { loadDictItem } from '../../core/dict';
import { getAction, requireSuccess } from '../../core/http';
import type { TreeValueFields, TreeValueNode } from '../shared/tree-value';

/** Where a tree select's nodes live: `table,text,code` and the parent column. */
export interface TableTree {
  /** `table,text,code`, e.g. `sys_category,name,id`. */
  dict: string;
  pidField: string;
  /** The parent value of the top level; default none. */
  pidValue?: string;
  hasChildField?: string;
  /** A JSON object string of column -> value, already checked. */
  condition?: string;
}

interface TreeAnswer {
  key: string;
  title: string;
  value?: string;
  leaf?: boolean;
  isLeaf?: boolean;
}

/** One level of a table tree (`GET /sys/dict/loadTreeData`): the top, or the children of `pid`. */
export async function loadTreeLevel(tree: TableTree, pid?: string): Promise<TreeValueNode[]> {
  const [tableName = '', text = '', code = ''] = tree.dict.split(',');
  const params = {
    pid: pid ?? tree.pidValue ?? '',
    tableName,
    text,
    code,
    pidField: tree.pidField,
    hasChildField: tree.hasChildField,
    condition: tree.condition,
  };
  const answer = requireSuccess(await getAction<TreeAnswer[]>('/sys/dict/loadTreeData', params)) ?? [];
  return answer.map((node) => {
    const leaf = Boolean(node.isLeaf ?? node.leaf);
    return {
      key: node.key,
      title: node.title,
      value: node.value ?? node.key,
      isLeaf: leaf,
      children: leaf ? [] : undefined,
    };
  });
}

/** The texts of stored values, through the table dictionary `table,text,code`. */
export async function echoTree(dict: string, values: readonly string[]): Promise<TreeValueFields[]> {
  const texts = await loadDictItem(dict, values);
  return values.map((value, index) => ({ value, title: texts[index] ?? value }));
}
