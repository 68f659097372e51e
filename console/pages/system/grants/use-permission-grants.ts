import { useRef, useState } from 'react';
import { getAction, httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
import type { GrantEndpoints, GrantOwner } from './grant-endpoints';
import { grantSaveBody } from './grant-selection';
import type { GrantTreeNode } from '../roles/role-record';

export interface PermissionGrantsState {
  /** Whose grants are open, or null when the drawer is closed. */
  owner: GrantOwner | null;
  tree: GrantTreeNode[];
  checked: string[];
  loading: boolean;
  saving: boolean;
  openFor: (owner: GrantOwner) => Promise<void>;
  close: () => void;
  setChecked: (keys: string[]) => void;
  /** Saves the checked entries; `andClose` closes the drawer once the server accepted them. */
  save: (andClose: boolean) => Promise<void>;
}

/** The permission tree assignment of a role or a department: every menu and button, the owner's grants checked. */
export function usePermissionGrants(endpoints: GrantEndpoints): PermissionGrantsState {
  const { message } = useNotice();
  const [owner, setOwner] = useState<GrantOwner | null>(null);
  const [tree, setTree] = useState<GrantTreeNode[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [loaded, setLoaded] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  // A drawer closed and opened for another owner while loading must not show the first one's grants.
  const opening = useRef(0);

  const openFor = async (chosen: GrantOwner) => {
    const attempt = ++opening.current;
    setOwner(chosen);
    setTree([]);
    setChecked([]);
    setLoaded([]);
    setLoading(true);
    try {
      const [treeAnswer, grantAnswer] = await Promise.all([
        getAction<{ treeList: GrantTreeNode[] }>(endpoints.tree),
        getAction<string[]>(endpoints.grants, { [endpoints.ownerField]: chosen.id }),
      ]);
      if (attempt !== opening.current) return;
      if (!isSuccessful(treeAnswer) || !isSuccessful(grantAnswer)) {
        message.warning(isSuccessful(treeAnswer) ? grantAnswer.message : treeAnswer.message);
        return;
      }
      setTree(treeAnswer.result.treeList);
      setChecked(grantAnswer.result);
      setLoaded(grantAnswer.result);
    } catch {
      // The HTTP client has shown why; the drawer shows an empty tree.
    } finally {
      if (attempt === opening.current) setLoading(false);
    }
  };

  const save = async (andClose: boolean) => {
    if (!owner) return;
    setSaving(true);
    try {
      const answer = await httpAction(
        endpoints.save,
        grantSaveBody(owner.id, checked, loaded, endpoints.ownerField),
        'post',
      );
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      setLoaded(checked);
      if (andClose) setOwner(null);
    } catch {
      // The HTTP client has shown why; the checks stay as they are.
    } finally {
      setSaving(false);
    }
  };

  return { owner, tree, checked, loading, saving, openFor, close: () => setOwner(null), setChecked, save };
}
