import '../../../elements/dialogs/detail/element';
import type { FarmDetailElement } from '../../../elements/dialogs/detail/element';
import { describeAccessibility } from '../a11y';
import { expect, sendKeys, waitFor } from '../harness';
import { click, openDialog, place, recordEvents, removePlaces, waitForDialog } from './dialog-dom';

afterEach(removePlaces);

const COLUMNS =
  '[{"key":"repairNo","title":"工单编号"},{"dataIndex":"status","title":"工单状态"},{"key":"faultDesc","title":"故障描述","html":true}]';
const RECORD = {
  id: 'r1',
  repairNo: 'WX-001',
  status: '2',
  status_dictText: '维修中',
  faultDesc:
    '<p>液压<b>漏油</b><img src="data:," onerror="window.__detailHit = 1"><script>window.__detailHit = 2</script></p>',
};

const terms = (dialog: HTMLDialogElement) =>
  Array.from(dialog.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('<farm-detail>: 详细信息', () => {
  it('lists the record under its columns (key or dataIndex), dictionary texts shown, 3 per row, 1200 px wide', async () => {
    const detail = await place<FarmDetailElement>(`<farm-detail columns='${COLUMNS}'></farm-detail>`);
    detail.record = RECORD;
    detail.open = true;
    const dialog = await waitForDialog(() => detail);
    expect(dialog.textContent).to.include('详细信息');
    expect(terms(dialog)).to.deep.equal([
      ['工单编号', 'WX-001'],
      ['工单状态', '维修中'],
      ['故障描述', '液压漏油'],
    ]);
    expect(dialog.querySelector('dl')!.getAttribute('data-columns')).to.equal('3');
    expect(dialog.querySelector('section')!.getBoundingClientRect().width).to.equal(1200);
  });

  it('shows an html column as its formatting with scripts and handlers removed', async () => {
    const detail = await place<FarmDetailElement>(`<farm-detail open columns='${COLUMNS}'></farm-detail>`);
    detail.record = RECORD;
    const dialog = await waitForDialog(() => detail);
    await waitFor(() => dialog.querySelector('dd[data-rich-text] b') !== null, 3000, 'the formatted value');
    const rich = dialog.querySelector('dd[data-rich-text]')!;
    expect(rich.querySelector('script')).to.equal(null);
    expect(rich.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect((window as { __detailHit?: number }).__detailHit).to.equal(undefined);
  });

  it('opens with column-count fields per row; the user changes it to 1 to 4', async () => {
    const detail = await place<FarmDetailElement>(
      `<farm-detail open column-count="2" columns='${COLUMNS}'></farm-detail>`,
    );
    detail.record = RECORD;
    const dialog = await waitForDialog(() => detail);
    expect(dialog.querySelector('dl')!.getAttribute('data-columns')).to.equal('2');
    await click(dialog.querySelector('button[aria-label^="每行列数"]')!);
    const option = () =>
      Array.from(dialog.querySelectorAll('[role="option"]')).find((candidate) => candidate.textContent === '4列');
    await waitFor(() => Boolean(option()), 3000, 'the column choices');
    await click(option()!);
    await waitFor(() => dialog.querySelector('dl')!.getAttribute('data-columns') === '4', 3000, 'four per row');
  });

  it('has a fullscreen switch; Escape closes it, fires farm-close and clears open', async () => {
    const detail = await place<FarmDetailElement>(`<farm-detail open columns='${COLUMNS}'></farm-detail>`);
    detail.record = RECORD;
    const closed = recordEvents(detail, 'farm-close');
    const dialog = await waitForDialog(() => detail);
    await click(dialog.querySelector('button[aria-label="全屏"]')!);
    await waitFor(
      () => dialog.querySelector('section')!.getBoundingClientRect().width === window.innerWidth,
      3000,
      'full screen',
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => closed.length === 1 && openDialog(detail) === null, 3000, 'closed');
    expect(detail.hasAttribute('open')).to.equal(false);
  });
});

/** A page's 详情 button and the detail it opens, as a host writes them. */
async function detailWithOpener(): Promise<FarmDetailElement> {
  const detail = await place<FarmDetailElement>(`<farm-detail columns='${COLUMNS}'></farm-detail>`);
  detail.record = { ...RECORD, faultDesc: '<p>液压<b>漏油</b></p>' };
  const opener = document.createElement('button');
  opener.type = 'button';
  opener.textContent = '详情';
  opener.addEventListener('click', () => (detail.open = true));
  detail.before(opener);
  return detail;
}

const showDetail = async (detail: FarmDetailElement) => {
  detail.open = true;
  await waitForDialog(() => detail);
};

describeAccessibility<FarmDetailElement>({
  tag: 'farm-detail',
  mount: detailWithOpener,
  states: [
    { name: 'the 详细信息 dialog', open: showDetail },
    {
      name: 'the 详细信息 dialog in full screen',
      open: async (detail) => {
        await showDetail(detail);
        await click(detail.shadowRoot!.querySelector('dialog[open] button[aria-label="全屏"]')!);
        await waitFor(
          () => detail.shadowRoot!.querySelector('dialog[open] button[aria-label="退出全屏"]') !== null,
          3000,
          'full screen',
        );
      },
    },
  ],
  dialogs: [
    {
      name: 'the 详细信息 dialog',
      opener: (detail) => detail.previousElementSibling as HTMLElement,
      open: () => sendKeys({ press: 'Enter' }),
      dialog: (detail) => openDialog(detail),
    },
  ],
});
