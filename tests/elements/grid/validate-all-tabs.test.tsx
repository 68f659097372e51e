import { useRef, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Tabs } from '../../../elements/core/ui';
import { EditableGrid, validateAll, type EditableGridHandle, type ValidatedAll } from '../../../elements/grid';
import { expect, waitFor } from '../harness';
import { click } from './grid-dom';

// A form with tabs of sub-tables, as JeecgBoot's one-to-many forms: 保存 validates all together.
const roots: { root: Root; host: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, host } of roots.splice(0)) {
    root.unmount();
    host.remove();
  }
});

const required = [{ key: 'name', title: '名称', validateRules: [{ required: true, message: '请输入名称' }] }];

interface Outcome {
  saved?: ValidatedAll<{ title: string }>;
  failed?: unknown;
}

function OrderForm({
  title,
  machines,
  parts,
  outcome,
}: {
  title: string;
  machines: string;
  parts: string;
  outcome: Outcome;
}): ReactElement {
  const [active, setActive] = useState('machines');
  const machineGrid = useRef<EditableGridHandle>(null);
  const partGrid = useRef<EditableGridHandle>(null);
  const save = () =>
    validateAll({
      form: async () => {
        if (!title) throw new Error('请输入标题');
        return { title };
      },
      tables: [
        { tabKey: 'machines', grid: machineGrid.current },
        { tabKey: 'parts', grid: partGrid.current },
      ],
      activateTab: setActive,
    }).then(
      (saved) => (outcome.saved = saved),
      (failed: unknown) => (outcome.failed = failed),
    );
  return (
    <div>
      <button type="button" onClick={save}>
        提交
      </button>
      <Tabs
        activeKey={active}
        onChange={setActive}
        items={[
          {
            key: 'machines',
            label: '农机',
            forceRender: true,
            children: (
              <EditableGrid
                ref={machineGrid}
                toolbar={false}
                columns={required}
                rows={[{ id: 'm1', name: machines }]}
              />
            ),
          },
          {
            key: 'parts',
            label: '配件',
            forceRender: true,
            children: (
              <EditableGrid ref={partGrid} toolbar={false} columns={required} rows={[{ id: 'p1', name: parts }]} />
            ),
          },
        ]}
      />
    </div>
  );
}

function render(node: ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.style.width = '800px';
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(node));
  roots.push({ root, host });
  return host;
}

const selectedTab = (host: HTMLElement) => host.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const submit = (host: HTMLElement) =>
  click(Array.from(host.querySelectorAll('button')).find((button) => button.textContent === '提交')!);

describe('validateAll with a form and tabs of sub-tables', () => {
  it('activates the tab of the failing table and marks its cell', async () => {
    const outcome: Outcome = {};
    const host = render(<OrderForm title="春耕订单" machines="拖拉机" parts="" outcome={outcome} />);
    await waitFor(() => host.querySelectorAll('.rdg').length === 2, 3000, 'both tables');
    expect(selectedTab(host)).to.equal('农机');
    await submit(host);
    await waitFor(() => outcome.failed !== undefined, 3000, 'the rejection');
    await waitFor(() => selectedTab(host) === '配件', 3000, 'the parts tab');
    const panel = host.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')!;
    expect(panel.querySelector('[role="alert"]')?.textContent).to.equal('请输入名称');
    expect(outcome.saved).to.equal(undefined);
  });

  it('answers the form values and every table when all pass', async () => {
    const outcome: Outcome = {};
    const host = render(<OrderForm title="春耕订单" machines="拖拉机" parts="犁铧" outcome={outcome} />);
    await waitFor(() => host.querySelectorAll('.rdg').length === 2, 3000, 'both tables');
    await submit(host);
    await waitFor(() => outcome.saved !== undefined, 3000, 'the values');
    expect(outcome.saved).to.deep.equal({
      form: { title: '春耕订单' },
      tables: {
        machines: { tableData: [{ id: 'm1', name: '拖拉机' }], deleteData: [] },
        parts: { tableData: [{ id: 'p1', name: '犁铧' }], deleteData: [] },
      },
    });
    expect(selectedTab(host)).to.equal('农机');
  });

  it('works on <farm-grid> elements as well', async () => {
    await import('../../../elements/grid/element');
    const grid = document.createElement('farm-grid');
    grid.columns = required;
    grid.rows = [{ id: '1', name: '' }];
    document.body.append(grid);
    try {
      await waitFor(() => Boolean(grid.shadowRoot?.querySelector('.rdg')), 3000, 'the grid');
      const activated: string[] = [];
      const failed = await validateAll({
        tables: [{ tabKey: 'only', grid }],
        activateTab: (key) => activated.push(key),
      }).catch((error: unknown) => error);
      expect(failed).to.be.instanceOf(Error);
      expect(activated).to.deep.equal(['only']);
    } finally {
      grid.remove();
    }
  });
});
