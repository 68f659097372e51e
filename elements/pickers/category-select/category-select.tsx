import '../../core/i18n/catalogues/pickers';
import { useCallback, useMemo, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { t } from '../../core/i18n';
import { DeferredNoticeProvider, hostLabel } from '../../core/ui';
import { LazyTreeField } from '../shared/lazy-tree-field';
import type { PickerChange } from '../shared/picked-value';
import type { TreeValueFields } from '../shared/tree-value';
import { checkCondition } from '../tree-select/tree-condition';
import { echoCategories, loadCategoryChildren, loadCategoryRoots, type CategoryTree } from './category-query';

export interface CategorySelectProps {
  /** The code of the category whose children are offered; none offers the roots. */
  pcode?: string;
  /** A JSON object string of column -> value narrowing the categories. */
  condition?: string;
  /** Check several categories; default one. */
  multiple?: boolean;
  /** The stored category ids, comma-separated. */
  value?: string;
  placeholder?: string;
  /** The box's accessible name where no visible label names it. */
  label?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on the user's choice only; `rows` carry `value` (the id) and `title` (the name). */
  onChange?: (change: PickerChange<TreeValueFields>) => void;
  formControl?: FormControl;
  container?: ShadowRoot;
}

/** JCategorySelect: a category chosen from the category tree, loaded level by level. */
export function CategorySelect(props: CategorySelectProps): ReactElement {
  return (
    <DeferredNoticeProvider>
      <CategorySelectControl {...props} />
    </DeferredNoticeProvider>
  );
}

function CategorySelectControl(props: CategorySelectProps): ReactElement {
  const { pcode } = props;
  const checked = useMemo(() => checkCondition(props.condition), [props.condition]);
  const tree = useMemo<CategoryTree | null>(
    () => (checked.ok ? { pcode, condition: checked.condition } : null),
    [checked, pcode],
  );
  const loadRoots = useMemo(() => (tree ? () => loadCategoryRoots(tree) : null), [tree]);
  const loadChildren = useCallback(
    (pid: string) => (tree ? loadCategoryChildren(tree, pid) : Promise.resolve([])),
    [tree],
  );
  return (
    <LazyTreeField
      {...props}
      problem={tree ? undefined : t('pickers.tree.badCondition')}
      loadRoots={loadRoots}
      loadChildren={loadChildren}
      echo={echoCategories}
      // Named by the page (`label`, the host's aria-label or <label>), else by what it shows.
      label={props.label || hostLabel(props.container) || props.placeholder || t('pickers.category.field')}
      multiple={props.multiple ?? false}
      disabled={props.disabled ?? false}
    />
  );
}
