import '../../core/i18n/catalogues/pickers';
import { useCallback, useMemo, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { t } from '../../core/i18n';
import { DeferredNoticeProvider, hostLabel } from '../../core/ui';
import { LazyTreeField } from '../shared/lazy-tree-field';
import type { PickerChange } from '../shared/picked-value';
import { checkCondition } from './tree-condition';
import type { TreeValueFields } from '../shared/tree-value';
import { echoTree, loadTreeLevel, type TableTree } from './tree-query';

export interface TreeSelectProps {
  /** `table,text,code`: the table, the column shown and the column stored. */
  dict?: string;
  /** The column holding a node's parent. */
  pidField?: string;
  /** The parent value of the top level; default none. */
  pidValue?: string;
  /** The column saying whether a node has children. */
  hasChildField?: string;
  /** A JSON object string of column -> value narrowing the nodes, e.g. `{"status":"1"}`. */
  condition?: string;
  /** Check several nodes; default one. */
  multiple?: boolean;
  /** The stored values (the code column), comma-separated. */
  value?: string;
  placeholder?: string;
  /** The box's accessible name where no visible label names it. */
  label?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on the user's choice only; `rows` carry `value` and `title`. */
  onChange?: (change: PickerChange<TreeValueFields>) => void;
  formControl?: FormControl;
  container?: ShadowRoot;
}

/** JTreeSelect: a value chosen from a tree kept in a table, loaded level by level. */
export function TreeSelect(props: TreeSelectProps): ReactElement {
  return (
    <DeferredNoticeProvider>
      <TreeSelectControl {...props} />
    </DeferredNoticeProvider>
  );
}

function TreeSelectControl(props: TreeSelectProps): ReactElement {
  const { dict = '', pidField = '', pidValue, hasChildField } = props;
  const checked = useMemo(() => checkCondition(props.condition), [props.condition]);
  const tree = useMemo<TableTree | null>(
    () => (checked.ok ? { dict, pidField, pidValue, hasChildField, condition: checked.condition } : null),
    [checked, dict, pidField, pidValue, hasChildField],
  );
  const loadRoots = useMemo(() => (tree ? () => loadTreeLevel(tree) : null), [tree]);
  const loadChildren = useCallback((pid: string) => (tree ? loadTreeLevel(tree, pid) : Promise.resolve([])), [tree]);
  const echo = useCallback((values: string[]) => echoTree(dict, values), [dict]);
  return (
    <LazyTreeField
      {...props}
      problem={tree ? undefined : t('pickers.tree.badCondition')}
      loadRoots={loadRoots}
      loadChildren={loadChildren}
      echo={echo}
      // Named by the page (`label`, the host's aria-label or <label>), else by what it shows.
      label={props.label || hostLabel(props.container) || props.placeholder || t('pickers.tree.field')}
      multiple={props.multiple ?? false}
      disabled={props.disabled ?? false}
    />
  );
}
