import '../../core/i18n/catalogues/pickers';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { allKeys, filterTree, Modal, Spin, Tree, useNotice, type CheckMode, type TreeKey } from '../../core/ui';
import { flattenDeparts, type DepartFields, type DepartNode } from '../shared/depart-query';
import { useDepartForest } from '../shared/use-depart-forest';
import { checkedAfter } from './depart-checks';
import { DepartToolbar } from './depart-toolbar';

const asNode = (depart: DepartFields): DepartNode => ({ ...depart, key: depart.id, title: depart.departName });

/** Department picker modal width 500. */
export const DEPART_PICKER_WIDTH = 500;

/** The tree's most height in the dialog; a larger tree scrolls and draws only the rows in view. */
const DEPART_TREE_HEIGHT = 400;

export interface DepartPickerDialogProps {
  open: boolean;
  multiple: boolean;
  /** The check mode the dialog opens with (the toolbar switches it). */
  checkMode: CheckMode;
  /** The departments chosen when the dialog opens. */
  chosen: readonly DepartFields[];
  onConfirm: (departs: DepartNode[]) => void;
  onCancel: () => void;
}

/** 选择部门: the department tree with search, expand / collapse all and linked or unlinked checks. */
export function DepartPickerDialog(props: DepartPickerDialogProps): ReactElement {
  const { open, multiple, chosen, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const { message } = useNotice();
  const showError = useCallback((text: string) => message.error(text), [message]);
  const { forest, loading } = useDepartForest(open, showError);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<TreeKey[]>([]);
  const [checked, setChecked] = useState<TreeKey[]>(() => chosen.map((depart) => depart.id));
  const [linked, setLinked] = useState(props.checkMode === 'linked');
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    // Each opening starts from the picker's value: confirm or cancel resets the dialog.
    setWasOpen(open);
    if (open) {
      setChecked(chosen.map((depart) => depart.id));
      setKeyword('');
      setExpanded([]);
      setLinked(props.checkMode === 'linked');
    }
  }
  const shown = useMemo(() => filterTree(forest, keyword), [forest, keyword]);
  const [openedFor, setOpenedFor] = useState(shown);
  if (openedFor !== shown) {
    // The tree opens to the matches whenever they change: for a new keyword, and also when the
    // tree arrives after the search was made (the expansion cannot be worked out before).
    setOpenedFor(shown);
    if (keyword.trim()) setExpanded(shown.expandedKeys);
  }
  const byKey = useMemo(() => new Map(flattenDeparts(forest).map((node) => [node.key, node])), [forest]);

  // A department the tree could not show (it failed to load) stays chosen as it was.
  const confirm = () =>
    onConfirm(checked.flatMap((key) => byKey.get(key) ?? chosen.filter((depart) => depart.id === key).map(asNode)));
  return (
    <Modal
      open={open}
      title={t('pickers.depart.title')}
      width={DEPART_PICKER_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnClose
    >
      <DepartToolbar
        onSearch={(text) => {
          setKeyword(text);
          setExpanded(filterTree(forest, text).expandedKeys);
        }}
        onExpandAll={() => setExpanded(allKeys(shown.nodes))}
        onCollapseAll={() => setExpanded([])}
        linked={multiple ? linked : undefined}
        onLinkedChange={setLinked}
      />
      <Spin spinning={loading}>
        <Tree<DepartFields>
          treeData={shown.nodes}
          checkable
          // Single mode keeps only the latest checked, so parents and children never link there.
          checkMode={multiple && linked ? 'linked' : 'unlinked'}
          checkedKeys={checked}
          onCheck={(keys, info) =>
            setChecked(checkedAfter(keys, { key: info.node.key, checked: info.checked }, multiple))
          }
          selectable={false}
          expandedKeys={expanded}
          onExpand={setExpanded}
          searchValue={keyword}
          height={DEPART_TREE_HEIGHT}
          aria-label={t('pickers.depart.tree')}
        />
      </Spin>
    </Modal>
  );
}
