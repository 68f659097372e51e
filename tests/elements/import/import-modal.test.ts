import { expect, settle, waitFor } from '../harness';
import {
  button,
  choose,
  dialogOpen,
  heldImports,
  placeImport,
  recordEvents,
  removePlaces,
  shadowText,
  workbook,
} from './import-dom';

afterEach(removePlaces);

describe('<farm-import> chooses workbooks', () => {
  it('opens titled 导入EXCEL, accepts .xls and .xlsx, several files', async () => {
    heldImports();
    const element = await placeImport();
    expect(dialogOpen(element)).to.equal(true);
    expect(shadowText(element)).to.contain('导入EXCEL');
    const input = element.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).to.equal('.xls,.xlsx');
    expect(input.multiple).to.equal(true);
    expect(button(element, '开始上传').disabled, 'nothing chosen yet').to.equal(true);
  });

  it('lists the chosen files and leaves out one that is not a workbook, saying so', async () => {
    heldImports();
    const element = await placeImport();
    choose(element, [workbook('a.xlsx'), workbook('b.xls'), new File(['x'], 'notes.csv')]);
    await waitFor(() => element.shadowRoot!.querySelectorAll('[part~="file"]').length === 2, 3000, 'two files listed');
    await waitFor(() => shadowText(element).includes('notes.csv 不是 .xls 或 .xlsx 文件'), 3000, 'the warning');
  });
});

describe('<farm-import> uploads', () => {
  it('sends files[] and the settings to the url, with a progress bar', async () => {
    const imports = heldImports();
    const element = await placeImport('url="/farm/machine/importExcel" open is-single-table-import');
    element.foreignKeys = { machineId: 'm1' };
    choose(element, [workbook('a.xlsx'), workbook('b.xlsx')]);
    await waitFor(() => !button(element, '开始上传').disabled, 3000, 'the start button');
    button(element, '开始上传').click();
    await waitFor(() => imports.length === 1, 3000, 'the import request');
    expect(imports[0].request.url).to.match(/\/farm\/machine\/importExcel$/);
    expect(imports[0].form.getAll('files[]').map((file) => (file as File).name)).to.deep.equal(['a.xlsx', 'b.xlsx']);
    expect(imports[0].form.get('isSingleTableImport')).to.equal('true');
    expect(imports[0].form.get('foreignKeys')).to.equal('{"machineId":"m1"}');
    expect(imports[0].form.has('validateStatus'), 'not online').to.equal(false);
    imports[0].progress(30, 100);
    await waitFor(
      () => element.shadowRoot!.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '30',
      3000,
      'the bar at 30%',
    );
    expect(shadowText(element)).to.contain('上传中...');
  });

  it('online mode sends validateStatus from the switch', async () => {
    const imports = heldImports();
    const element = await placeImport('url="/online/cgform/api/importXls/m" open online');
    element.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    choose(element, [workbook('a.xlsx')]);
    await waitFor(() => !button(element, '开始上传').disabled, 3000, 'the start button');
    button(element, '开始上传').click();
    await waitFor(() => imports.length === 1, 3000, 'the import request');
    expect(imports[0].form.get('validateStatus')).to.equal('1');
  });

  it('success closes the modal, shows the server message and fires farm-import', async () => {
    const imports = heldImports();
    const element = await placeImport();
    const events = recordEvents(element, ['farm-import', 'farm-close']);
    choose(element, [workbook('a.xlsx')]);
    await waitFor(() => !button(element, '开始上传').disabled, 3000, 'the start button');
    button(element, '开始上传').click();
    await waitFor(() => imports.length === 1, 3000, 'the import request');
    imports[0].answer({ success: true, code: 200, message: '文件导入成功！数据行数：1', result: null, timestamp: 1 });
    await waitFor(() => !dialogOpen(element), 3000, 'the modal closed');
    await waitFor(() => shadowText(element).includes('文件导入成功！数据行数：1'), 3000, 'the server message');
    expect(events).to.deep.equal([
      { type: 'farm-import', detail: { outcome: { kind: 'imported', message: '文件导入成功！数据行数：1' } } },
      { type: 'farm-close', detail: {} },
    ]);
    expect(element.hasAttribute('open'), 'open cleared').to.equal(false);
  });

  it('code 201 closes the modal and warns 导入成功,但是有错误数据! with a link to the error workbook', async () => {
    const imports = heldImports();
    const element = await placeImport();
    choose(element, [workbook('a.xlsx')]);
    await waitFor(() => !button(element, '开始上传').disabled, 3000, 'the start button');
    button(element, '开始上传').click();
    await waitFor(() => imports.length === 1, 3000, 'the import request');
    imports[0].answer({
      success: true,
      code: 201,
      message: '导入成功,但有错误数据',
      result: {
        totalCount: 2,
        errorCount: 1,
        successCount: 1,
        msg: '总上传行数：2，已导入行数：1，错误行数：1',
        fileUrl: '/sys/common/static/import-errors/e.xlsx',
        fileName: 'e.xlsx',
      },
      timestamp: 1,
    });
    await waitFor(() => shadowText(element).includes('导入成功,但是有错误数据!'), 3000, 'the warning');
    expect(shadowText(element)).to.contain('总上传行数：2，已导入行数：1，错误行数：1');
    const link = element.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="error-file"]')!;
    expect(link.getAttribute('href')).to.match(/\/sys\/common\/static\/import-errors\/e\.xlsx$/);
    expect(link.textContent).to.equal('点击下载');
  });

  it('code 201 with the error file as a plain string links to it too', async () => {
    const imports = heldImports();
    const element = await placeImport();
    choose(element, [workbook('a.xlsx')]);
    await waitFor(() => !button(element, '开始上传').disabled, 3000, 'the start button');
    button(element, '开始上传').click();
    await waitFor(() => imports.length === 1, 3000, 'the import request');
    imports[0].answer({ success: true, code: 201, message: '有错误数据', result: 'temp/errors.xlsx', timestamp: 1 });
    await waitFor(() => Boolean(element.shadowRoot!.querySelector('[part~="error-file"]')), 3000, 'the link');
    expect(element.shadowRoot!.querySelector('[part~="error-file"]')!.getAttribute('href')).to.match(
      /\/sys\/common\/static\/temp\/errors\.xlsx$/,
    );
  });

  it('a refusal warns with the server message and keeps the modal and files', async () => {
    const imports = heldImports();
    const element = await placeImport();
    const events = recordEvents(element, ['farm-import', 'farm-close']);
    choose(element, [workbook('a.xlsx')]);
    await waitFor(() => !button(element, '开始上传').disabled, 3000, 'the start button');
    button(element, '开始上传').click();
    await waitFor(() => imports.length === 1, 3000, 'the import request');
    imports[0].answer({
      success: false,
      code: 500,
      message: '导入失败：a.xlsx：文件已加密',
      result: null,
      timestamp: 1,
    });
    await waitFor(() => shadowText(element).includes('导入失败：a.xlsx：文件已加密'), 3000, 'the warning');
    expect(dialogOpen(element)).to.equal(true);
    expect(element.shadowRoot!.querySelectorAll('[part~="file"]')).to.have.length(1);
    expect(events).to.deep.equal([]);
  });

  it('a network error leaves the modal usable: no stuck loading state', async () => {
    const imports = heldImports();
    const element = await placeImport();
    choose(element, [workbook('a.xlsx')]);
    await waitFor(() => !button(element, '开始上传').disabled, 3000, 'the start button');
    button(element, '开始上传').click();
    await waitFor(() => imports.length === 1, 3000, 'the import request');
    imports[0].failNetwork();
    await waitFor(
      () => shadowText(element).includes('开始上传') && !button(element, '开始上传').disabled,
      3000,
      'the button usable again',
    );
    expect(dialogOpen(element)).to.equal(true);
    button(element, '开始上传').click();
    await waitFor(() => imports.length === 2, 3000, 'a second attempt');
  });

  it('关闭 closes the modal and fires farm-close; setting open shows it again', async () => {
    heldImports();
    const element = await placeImport();
    const events = recordEvents(element, ['farm-close']);
    button(element, '关闭').click();
    await waitFor(() => !dialogOpen(element), 3000, 'closed');
    expect(events).to.have.length(1);
    element.open = true;
    await waitFor(() => dialogOpen(element), 3000, 'open again');
    await settle();
  });
});
