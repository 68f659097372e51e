import { onlineMessages as say } from '../../../messages';
import type { ResourceBehaviour } from '../records/behaviour';
import { TREE_ROOT, type ResourceSpec } from '../../../resources';
import { isSelfOrBelow, refreshHasChild } from './tree-rows';

/**
 * A tree form's rules on writes: a row without a parent is a top row (`pid` '0', as JeecgBoot
 * stores it), a row cannot move below itself, and every `hasChild` follows the rows' parents.
 */
export function treeBehaviour(resource: ResourceSpec): ResourceBehaviour {
  const tree = resource.tree;
  if (!tree) return {};
  return {
    async beforeAdd(rows) {
      for (const row of rows) {
        if ((row.get(tree.pidField) ?? null) === null) row.set(tree.pidField, TREE_ROOT);
        row.set(tree.hasChildField, '0');
      }
      return rows.map(() => []);
    },
    async beforeEdit(stored, values, context) {
      if (!values.has(tree.pidField)) return [];
      const parent = values.get(tree.pidField) ?? null;
      if (parent === null) {
        values.set(tree.pidField, TREE_ROOT);
        return [];
      }
      const below = await isSelfOrBelow(context.db, resource, String(stored.id), String(parent), context.tenantId);
      return below ? [say.treeParentBelowItself] : [];
    },
    async afterWrite(context) {
      await refreshHasChild(context.db, resource, context.tenantId);
    },
  };
}
