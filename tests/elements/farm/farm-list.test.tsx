import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { InternalAxiosRequestConfig } from 'axios';
import { FarmList } from '../../../console/pages/farm/farm-list';
import type { FarmDeclaration, FarmRecord } from '../../../console/pages/farm/farm-declaration';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { setUserButtonAuth } from '../../../elements/core/session';
import { NoticeProvider } from '../../../elements/core/ui';
import { fakeBackend, ok, type Answer } from '../../unit/core/http/fake-backend';
import { expect, sendKeys, waitFor } from '../harness';

// The generic farm list driven through its DOM. The server's answers are stood in for the
// refusals and time-outs a browser test cannot provoke; the e2e tests use the real server.
const DECLARATION: FarmDeclaration = {
  code: 'farm_order',
  path: 'order',
  title: '农机订单',
  permission: 'farm_order',
  label: 'orderNo',
  fields: [
    { name: 'orderNo', title: '订单编号', kind: 'text', view: 'text', length: 32, unique: true, query: 'single' },
    { name: 'farmerName', title: '农户姓名', kind: 'text', view: 'text', length: 50, required: true },
    {
      name: 'farmerPhone',
      title: '联系电话',
      kind: 'text',
      view: 'text',
      length: 20,
      required: true,
      patternRegex: '^1[34578]\\d{9}$',
      patternMessage: '请输入正确手机号',
    },
    { name: 'workArea', title: '作业面积(亩)', kind: 'number', view: 'number', min: 0.1, max: 100000 },
    { name: 'status', title: '订单状态', kind: 'text', view: 'list', dict: 'farm_order_status', query: 'single' },
    { name: 'finishTime', title: '完工时间', kind: 'datetime', view: 'datetime', serverOwned: true },
  ],
  dictOptions: {
    farm_order_status: ['待接单', '已接单', '作业中', '已完成', '已取消'].map((text, index) => ({
      value: String(index + 1),
      text,
    })),
  },
};

const ORDERS: FarmRecord[] = ['1', '2', '3', '4', '5'].map((status) => ({
  id: `o${status}`,
  orderNo: `DD2024092500000${status}`,
  farmerName: `农户${status}`,
  farmerPhone: '13812345678',
  workArea: 10,
  status,
  status_dictText: DECLARATION.dictOptions.farm_order_status[Number(status) - 1].text,
  finishTime: null,
}));

let mounted: { root: Root; host: HTMLElement } | null = null;

afterEach(() => {
  mounted?.root.unmount();
  mounted?.host.remove();
  mounted = null;
  resetHttpConfig();
  setUserButtonAuth([]);
});

type Handler = (request: InternalAxiosRequestConfig) => Answer | undefined;

async function mountOrders(codes: readonly string[], handler: Handler = () => undefined) {
  setUserButtonAuth(codes.map((action) => ({ action, type: '1', describe: action })));
  const backend = fakeBackend((request) => {
    const own = handler(request);
    if (own) return own;
    const url = request.url ?? '';
    if (url.endsWith('/farm/order/list')) return ok({ records: ORDERS, total: ORDERS.length });
    if (url.endsWith('/farm/order/queryById'))
      return ok(ORDERS.find((order) => order.id === (request.params as { id: string }).id));
    return { status: 404, data: {} };
  });
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <NoticeProvider>
        <FarmList declaration={DECLARATION} />
      </NoticeProvider>,
    ),
  );
  mounted = { root, host };
  await waitFor(() => host.querySelectorAll('[role="group"]').length === ORDERS.length, 5000, 'the order rows');
  return { host, backend };
}

const texts = (scope: Element) =>
  Array.from(scope.querySelectorAll('button')).map((button) => button.textContent?.trim());
const actionsOf = (host: HTMLElement, orderNo: string) =>
  host.querySelector(`[role="group"][aria-label="${orderNo} 的操作"]`)!;
const buttonIn = (scope: Element, text: string) =>
  Array.from(scope.querySelectorAll('button')).find((button) => button.textContent?.trim() === text)!;

function openDialog(title: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('[aria-labelledby]')).find(
    (element) =>
      element.querySelector('[role="document"], form, dl, label') &&
      document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === title,
  );
}

function fieldOf(dialog: HTMLElement, label: string): HTMLInputElement {
  const labelElement = Array.from(dialog.querySelectorAll('label')).find((element) => element.textContent === label);
  if (!labelElement) throw new Error(`no field ${label}`);
  return document.getElementById(labelElement.htmlFor) as HTMLInputElement;
}

const hasField = (dialog: HTMLElement, label: string) =>
  Array.from(dialog.querySelectorAll('label')).some((element) => element.textContent === label);

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const ALL = ['farm_order:add', 'farm_order:edit', 'farm_order:delete', 'farm_order:transition'];

describe('the generic farm list', () => {
  it('offers each order only the flow steps its state allows, and only with the transition button', async () => {
    const { host } = await mountOrders(ALL);
    const flow = (orderNo: string) =>
      texts(actionsOf(host, orderNo)).filter((text) => ['派单', '开工', '完工', '取消订单'].includes(text ?? ''));
    expect(flow('DD20240925000001')).to.deep.equal(['派单', '取消订单']);
    expect(flow('DD20240925000002')).to.deep.equal(['开工', '取消订单']);
    expect(flow('DD20240925000003')).to.deep.equal(['完工']);
    expect(flow('DD20240925000004')).to.deep.equal([]);
    expect(flow('DD20240925000005')).to.deep.equal([]);
    expect(host.textContent).to.include('待接单');
  });

  it('shows no flow step without the transition button', async () => {
    const { host } = await mountOrders(['farm_order:edit']);
    expect(texts(actionsOf(host, 'DD20240925000001'))).to.deep.equal(['编辑', '详情']);
  });

  it('shows 详细信息 1200 px wide with 3 columns, up to 4, and a fullscreen switch', async () => {
    const { host } = await mountOrders(ALL);
    buttonIn(actionsOf(host, 'DD20240925000003'), '详情').click();
    await waitFor(() => openDialog('详细信息')?.querySelector('dl') != null, 5000, 'the detail modal');
    const dialog = openDialog('详细信息')!;
    const panel = dialog.querySelector('dl')!.closest<HTMLElement>('[style*="width"]')!;
    expect(panel.style.width).to.equal('1200px');
    expect(dialog.querySelector('dl')!.getAttribute('data-columns')).to.equal('3');
    expect(dialog.textContent).to.include('农户3').and.include('作业中');
    expect(dialog.querySelector('button[aria-label="全屏"]')).not.to.equal(null);
    (dialog.querySelector('button[aria-label="全屏"]') as HTMLButtonElement).click();
    await waitFor(() => panel.style.width === '100%', 3000, 'the fullscreen width');
  });

  it('keeps what was typed when the server refuses the record or does not answer', async () => {
    let answer: Answer = { data: { success: false, code: 500, message: '订单编号已存在', result: null } };
    const { host, backend } = await mountOrders(ALL, (request) =>
      request.url?.endsWith('/farm/order/add') ? answer : undefined,
    );
    buttonIn(host, '新增').click();
    await waitFor(() => openDialog('农机订单 - 新增') !== undefined, 5000, 'the add form');
    const dialog = openDialog('农机订单 - 新增')!;
    expect(hasField(dialog, '农户姓名')).to.equal(true);
    expect(hasField(dialog, '完工时间'), 'server-owned fields are not typed').to.equal(false);

    buttonIn(dialog, '确定').click();
    await waitFor(() => dialog.textContent?.includes('请输入农户姓名!') ?? false, 3000, 'the required message');
    type(fieldOf(dialog, '农户姓名'), '赵丰收');
    type(fieldOf(dialog, '联系电话'), '1381234');
    type(fieldOf(dialog, '作业面积(亩)'), '0');
    buttonIn(dialog, '确定').click();
    await waitFor(() => dialog.textContent?.includes('请输入正确手机号') ?? false, 3000, 'the pattern message');
    expect(dialog.textContent).to.include('作业面积(亩)不能小于0.1');
    expect(backend.requests.filter((request) => request.url?.endsWith('/farm/order/add'))).to.have.length(0);

    type(fieldOf(dialog, '联系电话'), '13812345678');
    type(fieldOf(dialog, '作业面积(亩)'), '12.5');
    buttonIn(dialog, '确定').click();
    await waitFor(() => document.body.textContent?.includes('订单编号已存在') ?? false, 3000, 'the refusal');
    const sent = backend.requests.find((request) => request.url?.endsWith('/farm/order/add'))!;
    expect(JSON.parse(String(sent.data))).to.deep.include({
      farmerName: '赵丰收',
      farmerPhone: '13812345678',
      workArea: 12.5,
      status: null,
    });
    expect(fieldOf(dialog, '农户姓名').value).to.equal('赵丰收');

    answer = { fail: 'timeout' };
    buttonIn(dialog, '确定').click();
    await waitFor(
      () => backend.requests.filter((request) => request.url?.endsWith('/farm/order/add')).length === 2,
      3000,
      'the second try',
    );
    await waitFor(
      () => !buttonIn(dialog, '确定').closest('button')?.hasAttribute('disabled'),
      3000,
      'the form ready again',
    );
    expect(openDialog('农机订单 - 新增')).to.equal(dialog);
    expect(fieldOf(dialog, '作业面积(亩)').value).to.equal('12.5');
  });
});

describe('the generic farm list: a date range in the query bar', () => {
  it('a grouped date field is one range picker sent as <field>_begin and <field>_end', async () => {
    const declaration: FarmDeclaration = {
      ...DECLARATION,
      fields: DECLARATION.fields.map((field) =>
        field.name === 'finishTime' ? { ...field, kind: 'date', view: 'date', query: 'group' } : field,
      ),
    };
    const backend = fakeBackend((request) =>
      request.url?.endsWith('/farm/order/list')
        ? ok({ records: ORDERS, total: ORDERS.length })
        : { status: 404, data: {} },
    );
    configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    mounted = { root, host };
    flushSync(() =>
      root.render(
        <NoticeProvider>
          <FarmList declaration={declaration} />
        </NoticeProvider>,
      ),
    );
    await waitFor(() => host.textContent?.includes('DD20240925000001') === true, 5000, 'the order rows');
    const range = Array.from(host.querySelectorAll('[role="group"]')).find((group) =>
      group.textContent?.startsWith('完工时间'),
    )!;
    const [begin, end] = Array.from(range.querySelectorAll<HTMLInputElement>('input[role="combobox"]'));
    expect([begin.getAttribute('aria-label'), end.getAttribute('aria-label')]).to.deep.equal([
      '完工时间开始',
      '完工时间结束',
    ]);
    begin.focus();
    await sendKeys({ type: '2024-09-01' });
    end.focus();
    await sendKeys({ type: '2024-09-30' });
    buttonIn(host, '查询').click();
    const listed = () => backend.requests.filter((request) => request.url?.endsWith('/farm/order/list'));
    await waitFor(
      () => listed().some((request) => (request.params as Record<string, unknown>).finishTime_begin !== undefined),
      3000,
      'the range sent',
    );
    expect(listed().at(-1)!.params).to.include({ finishTime_begin: '2024-09-01', finishTime_end: '2024-09-30' });
  });
});
