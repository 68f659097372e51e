import { useState } from 'react';
import { getAction, httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
import { grantSaveBody } from './grant-selection';
import { ROLE_URLS, type GrantTreeNode, type RoleRecord } from './role-record';

export interface RoleGrantsState {
  /** The role whose grants are open, or null when the drawer is closed. */
  role: RoleRecord | null;
  tree: GrantTreeNode[];
  checked: string[];
  loading: boolean;
  saving: boolean;
  openFor: (role: RoleRecord) => Promise<void>;
  close: () => void;
  setChecked: (keys: string[]) => void;
  /** Saves the checked entries; `andClose` closes the drawer once the server accepted them. */
  save: (andClose: boolean) => Promise<void>;
}

/** The permission tree assignment of a role: every menu and button, the role's grants checked. */
export function useRoleGrants(): RoleGrantsState {
  const { message } = useNotice();
  const [role, setRole] = useState<RoleRecord | null>(null);
  const [tree, setTree] = useState<GrantTreeNode[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [loaded, setLoaded] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  const openFor = async (chosen: RoleRecord) => {
    setRole(chosen);
    setTree([]);
    setChecked([]);
    setLoaded([]);
    setLoading(true);
    try {
      const [treeAnswer, grantAnswer] = await Promise.all([
        getAction<{ treeList: GrantTreeNode[] }>(ROLE_URLS.grantTree),
        getAction<string[]>(ROLE_URLS.grants, { roleId: chosen.id }),
      ]);
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
      setLoading(false);
    }
  };

  const save = async (andClose: boolean) => {
    if (!role) return;
    setSaving(true);
    try {
      const answer = await httpAction(ROLE_URLS.saveGrants, grantSaveBody(role.id, checked, loaded), 'post');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      setLoaded(checked);
      if (andClose) setRole(null);
    } catch {
      // The HTTP client has shown why; the checks stay as they are.
    } finally {
      setSaving(false);
    }
  };

  return { role, tree, checked, loading, saving, openFor, close: () => setRole(null), setChecked, save };
}
