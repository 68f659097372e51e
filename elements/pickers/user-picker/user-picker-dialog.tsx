import '../../core/i18n/catalogues/pickers';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Modal, Tree, useNotice, type TreeKey } from '../../core/ui';
import { loadDepartLevel, type DepartFields, type DepartNode } from '../shared/depart-query';
import { fieldText } from '../shared/picked-value';
import { SIDE_TREE_HEIGHT, SidePane, SplitPane } from '../shared/picker-dialog.styles';
import { RecordsPanel } from '../shared/records-panel';
import { selectionOf, toggleSelection } from '../shared/selection';
import { useDepartRoots } from '../shared/use-depart-roots';
import { userColumns } from './user-columns';
import { userQueryField, type PickerUser } from './user-query';
import { useUserPage } from './use-user-page';

export interface UserPickerDialogProps {
  open: boolean;
  multiple: boolean;
  storeField: string;
  /** The field shown for a chosen user (default realname): asked for with the page's rows. */
  textField?: string;
  /** The users chosen when the dialog opens. */
  chosen: readonly PickerUser[];
  width: number;
  onConfirm: (users: PickerUser[]) => void;
  onCancel: () => void;
}

/** 选择用户: the department tree (lazy by pid) beside a paged, searchable user table. */
export function UserPickerDialog(props: UserPickerDialogProps): ReactElement {
  const { open, multiple, storeField, textField = 'realname', chosen, width, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const { message } = useNotice();
  const keyOf = useCallback((user: PickerUser) => fieldText(user, storeField), [storeField]);
  const [selection, setSelection] = useState(() => selectionOf(chosen, keyOf));
  const [departKeys, setDepartKeys] = useState<TreeKey[]>([]);
  const [wasOpen, setWasOpen] = useState(open);
  const showError = useCallback((text: string) => message.error(text), [message]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the column titles are rebuilt when the language changes, which t's identity shows.
  const columns = useMemo(() => userColumns(), [t]);
  const field = useMemo(
    () =>
      userQueryField(
        columns.map((column) => column.key),
        storeField,
        textField,
      ),
    [columns, storeField, textField],
  );
  const page = useUserPage(open, field, showError);
  const roots = useDepartRoots(open, showError);
  if (wasOpen !== open) {
    // Each opening starts from the picker's value: confirm or cancel resets the dialog.
    setWasOpen(open);
    if (open) {
      setSelection(selectionOf(chosen, keyOf));
      setDepartKeys([]);
      page.reset();
    }
  }
  const selectedKeys = useMemo(() => new Set(selection.keys()), [selection]);

  const loadChildren = async (node: DepartNode) => loadDepartLevel(String(node.key));
  const chooseDepart = (keys: TreeKey[]) => {
    setDepartKeys(keys);
    page.update({ departId: keys.length ? String(keys[0]) : undefined });
  };

  return (
    <Modal
      open={open}
      title={t('pickers.user.title')}
      width={width}
      onOk={() => onConfirm([...selection.values()])}
      onCancel={onCancel}
      destroyOnClose
    >
      <SplitPane>
        <SidePane aria-label={t('pickers.user.departs')}>
          <Tree<DepartFields>
            treeData={roots}
            loadData={loadChildren}
            height={SIDE_TREE_HEIGHT}
            selectedKeys={departKeys}
            onSelect={chooseDepart}
            aria-label={t('pickers.user.departs')}
          />
        </SidePane>
        <RecordsPanel
          page={page}
          columns={columns}
          keyOf={keyOf}
          selectedKeys={selectedKeys}
          multiple={multiple}
          onToggle={(user) => setSelection((now) => toggleSelection(now, keyOf(user), user, multiple))}
          searchLabel={t('pickers.user.username')}
          searchPlaceholder={t('pickers.user.searchPlaceholder')}
          onSearch={(username) => page.update({ username })}
          onPage={(pageNo, pageSize) => page.update({ pageNo, pageSize })}
          onReset={() => {
            setDepartKeys([]);
            page.reset();
          }}
          tableLabel={t('pickers.user.table')}
        />
      </SplitPane>
    </Modal>
  );
}
