import { useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { NoticeProvider } from '../../../elements/core/ui';
import {
  ListPage,
  useListPage,
  type AdvancedQuery,
  type ListColumn,
  type ListPageOptions,
  type ListPermissions,
} from '../../../elements/list';
import { waitFor } from '../harness';
import type { Machine } from './list-backend';

const roots: { root: Root; host: HTMLElement }[] = [];

export function unmountAll(): void {
  for (const { root, host } of roots.splice(0)) {
    root.unmount();
    host.remove();
  }
}

const COLUMNS: ListColumn<Machine>[] = [
  { key: 'name', title: '名称', sortable: true },
  { key: 'createTime', title: '创建时间', sortable: true },
];

interface MachineListProps {
  options?: Partial<ListPageOptions<Machine>>;
  permissions?: ListPermissions;
  onAdd?: () => void;
  /** Draws a stand-in advanced query control giving these conditions. */
  advanced?: AdvancedQuery;
  /** Columns drawn after the name and creation time. */
  extraColumns?: ListColumn<Machine>[];
}

/** Stands in for `<farm-query>`: applies its conditions and remembers that it did, as the real one marks itself active. */
function StandInQuery({
  query,
  onChange,
}: {
  query: AdvancedQuery;
  onChange: (query: AdvancedQuery | null) => void;
}): ReactElement {
  const [active, setActive] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => {
        setActive(true);
        onChange(query);
      }}
    >
      高级查询
    </button>
  );
}

function MachineList({ options, permissions, onAdd, advanced, extraColumns = [] }: MachineListProps): ReactElement {
  const list = useListPage<Machine>({
    urls: { list: '/machine/list', delete: '/machine/delete', deleteBatch: '/machine/deleteBatch' },
    likeFields: ['name'],
    ...options,
  });
  const columns: ListColumn<Machine>[] = [
    ...COLUMNS,
    ...extraColumns,
    {
      key: 'actions',
      title: '操作',
      render: (row) => (
        <button type="button" aria-label={`删除 ${row.name}`} onClick={() => void list.remove(row.id)}>
          删除
        </button>
      ),
    },
  ];
  return (
    <ListPage
      list={list}
      title="机器"
      columns={columns}
      permissions={permissions}
      onAdd={onAdd}
      advancedQuery={advanced && <StandInQuery query={advanced} onChange={list.setAdvancedQuery} />}
      queryFields={
        <label>
          名称
          <input
            value={String(list.query.name ?? '')}
            onChange={(event) => list.setQueryValue('name', event.target.value)}
          />
        </label>
      }
    />
  );
}

/** Mounts a list of machines under a notice provider and waits for its first page. */
export async function mountList(props: MachineListProps = {}, waitForRows = true): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <NoticeProvider>
        <MachineList {...props} />
      </NoticeProvider>,
    ),
  );
  roots.push({ root, host });
  if (waitForRows)
    await waitFor(() => bodyRows(host).length > 0 && !host.querySelector('[aria-busy="true"]'), 5000, 'the first page');
  return host;
}

export const bodyRows = (host: ParentNode) =>
  Array.from(host.querySelectorAll('tbody tr')).filter((row) => row.querySelector('td[data-part="check"]'));
export const shownNames = (host: ParentNode) =>
  bodyRows(host).map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');

export function buttonNamed(scope: ParentNode, name: string): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll('button')).find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

export const hasButton = (scope: ParentNode, name: string) =>
  Array.from(scope.querySelectorAll('button')).some(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  );

export function checkboxNamed(scope: ParentNode, name: string): HTMLInputElement {
  const found = Array.from(scope.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).find(
    (box) => box.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`no check box ${name}`);
  return found;
}

export const noticeTexts = () =>
  Array.from(document.querySelectorAll('[role="status"], [role="alert"]')).map((node) => node.textContent ?? '');

/** The open confirmation dialog's button. */
export function confirmButton(name: '确定' | '取消'): HTMLButtonElement | null {
  const dialog = Array.from(document.querySelectorAll('dialog[open]')).at(-1);
  return dialog
    ? (Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent?.trim() === name) ?? null)
    : null;
}

export async function answerConfirm(name: '确定' | '取消'): Promise<void> {
  await waitFor(() => confirmButton(name) !== null, 3000, 'the confirmation');
  confirmButton(name)!.click();
}
