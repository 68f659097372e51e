import styled from '@emotion/styled';
import { useCallback, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { color, useNotice, type TreeKey } from '../../core/ui';
import type { TreeValueFields, TreeValueNode } from './tree-value';
import type { PickerChange } from './picked-value';
import { TreeDropdown } from './tree-dropdown';
import { usePickedValue } from './use-picked-value';
import { useRemoteData } from '../../core/remote';

const NO_NODES: TreeValueNode[] = [];

const Problem = styled.div`
  color: ${color.danger};
`;

export interface LazyTreeFieldProps {
  /** Why the tree cannot be asked for (a bad configuration), shown instead of the field. */
  problem?: string;
  /** The top level; null while the configuration is refused. Its failure is an error toast. */
  loadRoots: (() => Promise<TreeValueNode[]>) | null;
  loadChildren: (pid: string) => Promise<TreeValueNode[]>;
  echo: (values: string[]) => Promise<TreeValueFields[]>;
  label: string;
  multiple: boolean;
  value?: string;
  placeholder?: string;
  disabled: boolean;
  required?: boolean;
  onChange?: (change: PickerChange<TreeValueFields>) => void;
  formControl?: FormControl;
}

/** A value chosen from a tree loaded level by level, shown by its nodes' titles. */
export function LazyTreeField(props: LazyTreeFieldProps): ReactElement {
  const { loadRoots, loadChildren } = props;
  const { message } = useNotice();
  const [known, setKnown] = useState(() => new Map<TreeKey, TreeValueNode>());
  const remember = useCallback(
    (nodes: TreeValueNode[]) => setKnown((now) => new Map([...now, ...nodes.map((node) => [node.key, node] as const)])),
    [],
  );
  const showError = useCallback((text: string) => message.error(text), [message]);
  // A new configuration asks for its top level; an older answer is dropped, a failure keeps the tree shown.
  const top = useRemoteData<TreeValueNode[]>([loadRoots], () => loadRoots?.() ?? Promise.resolve(NO_NODES), {
    enabled: loadRoots !== null,
    onError: showError,
  });
  const roots = top.data ?? NO_NODES;

  const picked = usePickedValue<TreeValueFields>({
    ...props,
    storeField: 'value',
    textField: 'title',
    onError: showError,
  });

  if (props.problem) {
    return (
      <div part="control">
        <Problem role="alert">{props.problem}</Problem>
      </div>
    );
  }
  const expand = async (node: TreeValueNode) => {
    const children = await loadChildren(String(node.key));
    remember(children);
    return children;
  };
  const choose = (keys: TreeKey[]) => {
    const byValue = new Map(picked.rows.map((row) => [row.value, row]));
    const rootByKey = new Map(roots.map((node) => [node.key, node]));
    picked.pick(keys.flatMap((key) => known.get(key) ?? rootByKey.get(key) ?? byValue.get(String(key)) ?? []));
  };
  return (
    <div part="control">
      <TreeDropdown<TreeValueFields>
        text={picked.text}
        placeholder={props.placeholder}
        disabled={props.disabled}
        multiple={props.multiple}
        treeData={roots}
        loadData={expand}
        chosenKeys={picked.rows.map((row) => row.value)}
        onChoose={choose}
        label={props.label}
      />
    </div>
  );
}
