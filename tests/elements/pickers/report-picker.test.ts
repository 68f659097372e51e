import '../../../elements/pickers/report-picker/element';
import { describeAccessibility } from '../a11y';
import type { FarmReportPickerElement } from '../../../elements/pickers/report-picker/element';
import { expect, sendKeys, waitFor } from '../harness';
import { pickerBackend, resetBackend } from './picker-backend';
import { all, button, click, inside, openDialog, place, recordChanges, removePlaces, shownText } from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

interface ReportChange {
  value: string;
  previousValue: string;
  targets: Record<string, string>;
}

async function reportPicker(attributes: string) {
  const { root, picker } = await place<FarmReportPickerElement>(
    `<form><farm-report-picker name="crop" ${attributes}></farm-report-picker></form>`,
    'farm-report-picker',
  );
  return { form: root.querySelector('form')!, picker };
}

const configured = 'code="crops" origin-fields="code,name" target-fields="cropCode,cropName"';

async function openPicker(picker: FarmReportPickerElement) {
  await click(inside(picker, '[part~="open-button"] button'));
  await waitFor(() => all(picker, 'tbody tr').length > 0, 3000, 'the report rows');
}

const rows = (picker: Element) => all<HTMLTableRowElement>(picker, 'tbody tr');
const notices = (picker: Element, level: string) =>
  all(picker, `[data-level="${level}"]`).map((notice) => notice.textContent ?? '');

describe('<farm-report-picker>: configuration', () => {
  it('without code, origin or target fields shows popup参数未正确配置!', async () => {
    pickerBackend();
    const { picker } = await reportPicker('code="crops" origin-fields="code"');
    expect(inside(picker, '[role="alert"]').textContent).to.equal('popup参数未正确配置!');
  });

  it('with unequal counts shows the count error', async () => {
    pickerBackend();
    const { picker } = await reportPicker('code="crops" origin-fields="code,name" target-fields="cropCode"');
    expect(inside(picker, '[role="alert"]').textContent).to.equal('popup参数未正确配置,原始值和目标值数量不一致!');
  });

  it('a report that cannot start shows 出错了 with the server message and closes', async () => {
    pickerBackend();
    const { picker } = await reportPicker('code="nothing" origin-fields="code" target-fields="cropCode"');
    await click(inside(picker, '[part~="open-button"] button'));
    await waitFor(
      () =>
        notices(picker, 'error').some(
          (text) =>
            text.includes('出错了') &&
            text.includes('Popup初始化失败，请检查你的配置或稍后重试！') &&
            text.includes('报表不存在'),
        ),
      3000,
      'the notice',
    );
    await waitFor(() => !openDialog(picker), 3000, 'closed');
  });
});

describe('<farm-report-picker>: choosing rows', () => {
  it('shows the report columns with dictionary texts and asks getData with self_ params and the sorter', async () => {
    const server = pickerBackend();
    const { picker } = await reportPicker(`${configured} sorter="code=desc"`);
    picker.params = { farm: 'f1' };
    await openPicker(picker);
    expect(
      all(picker, 'thead th')
        .map((th) => th.textContent)
        .slice(1),
    ).to.deep.equal(['名称', '编码', '类别']);
    expect(rows(picker)[3].cells[3].textContent).to.equal('杂粮');
    expect(server.calls('/online/cgreport/api/getData/r1')[0]).to.include({
      self_farm: 'f1',
      column: 'code',
      order: 'desc',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('identical rows are still two rows to choose from', async () => {
    pickerBackend();
    const { picker } = await reportPicker(`${configured} multiple`);
    await openPicker(picker);
    await click(rows(picker)[1]);
    expect(rows(picker).map((tr) => tr.getAttribute('aria-selected'))).to.deep.equal([
      'false',
      'true',
      'false',
      'false',
    ]);
  });

  it('maps origin fields onto target fields and stores its own target', async () => {
    pickerBackend();
    const { form, picker } = await reportPicker(`${configured} multiple`);
    const changes = recordChanges<ReportChange>(picker);
    await openPicker(picker);
    await click(rows(picker)[0]);
    await click(rows(picker)[3]);
    await click(button(picker, '确定'));
    await waitFor(() => new FormData(form).get('crop') === 'rice,corn', 3000, 'the value');
    expect(shownText(picker)).to.equal('rice,corn');
    expect(changes[0].targets).to.deep.equal({ cropCode: 'rice,corn', cropName: '水稻,玉米' });
  });

  it('single mode: 确定 with no row warns 请选择一条记录 and stays open', async () => {
    pickerBackend();
    const { picker } = await reportPicker(configured);
    await openPicker(picker);
    await click(button(picker, '确定'));
    await waitFor(
      () => notices(picker, 'warning').some((text) => text.includes('请选择一条记录')),
      3000,
      'the warning',
    );
    expect(openDialog(picker)).to.not.equal(null);
  });

  it('searches with the query form', async () => {
    const server = pickerBackend();
    const { picker } = await reportPicker(configured);
    await openPicker(picker);
    openDialog(picker)!.querySelector<HTMLInputElement>('input[aria-label="名称"]')!.focus();
    await sendKeys({ type: '小麦' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => rows(picker).length === 2, 3000, 'the matches');
    expect(server.calls('/online/cgreport/api/getData/r1').at(-1)).to.include({ name: '小麦', pageNo: 1 });
  });
});

describeAccessibility<FarmReportPickerElement>({
  tag: 'farm-report-picker',
  mount: async () => {
    pickerBackend();
    return (await reportPicker(configured)).picker;
  },
  states: [{ name: 'the report dialog', open: openPicker }],
  dialogs: [
    {
      name: 'the report dialog',
      opener: (picker) => inside(picker, '[part~="open-button"] button'),
      open: async () => sendKeys({ press: 'Enter' }),
      dialog: (picker) => openDialog(picker),
    },
  ],
});
