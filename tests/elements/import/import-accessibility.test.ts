import type { FarmImportElement } from '../../../elements/import/element';
import { describeAccessibility } from '../a11y';
import { sendKeys, waitFor } from '../harness';
import { button, choose, heldImports, placeImport, removePlaces, shadowText, workbook } from './import-dom';

afterEach(removePlaces);

const openDialog = (host: Element) => host.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');

/** The host page's 导入 button and the import modal it opens, as a list page has them. */
async function importWithOpener(attributes = 'url="/farm/machine/importExcel"'): Promise<FarmImportElement> {
  const element = await placeImport(attributes);
  const opener = document.createElement('button');
  opener.type = 'button';
  opener.textContent = '导入';
  opener.addEventListener('click', () => (element.open = true));
  element.before(opener);
  return element;
}

const showModal = async (element: FarmImportElement) => {
  element.open = true;
  await waitFor(() => openDialog(element) !== null, 3000, 'the 导入EXCEL modal');
};

const chooseFiles = async (element: FarmImportElement) => {
  await showModal(element);
  choose(element, [workbook('a.xlsx'), new File(['x'], 'notes.csv')]);
  await waitFor(() => shadowText(element).includes('notes.csv 不是 .xls 或 .xlsx 文件'), 3000, 'the warning');
};

const startUpload = async (element: FarmImportElement) => {
  const imports = heldImports();
  await showModal(element);
  choose(element, [workbook('a.xlsx')]);
  await waitFor(() => !button(element, '开始上传').disabled, 3000, 'the start button');
  button(element, '开始上传').click();
  await waitFor(() => imports.length === 1, 3000, 'the import request');
  return imports[0];
};

describeAccessibility<FarmImportElement>({
  tag: 'farm-import',
  mount: () => importWithOpener(),
  states: [
    { name: 'the 导入EXCEL modal', open: showModal },
    { name: 'the modal with files chosen and one refused', open: chooseFiles },
    {
      name: 'the modal uploading',
      open: async (element) => {
        const pending = await startUpload(element);
        pending.progress(30, 100);
        await waitFor(() => shadowText(element).includes('上传中...'), 3000, 'the progress');
      },
    },
    {
      name: 'the 导入成功,但是有错误数据! dialog',
      open: async (element) => {
        const pending = await startUpload(element);
        pending.answer({
          success: true,
          code: 201,
          message: '有错误数据',
          result: {
            msg: '总上传行数：2，已导入行数：1，错误行数：1',
            fileUrl: '/sys/common/static/import-errors/e.xlsx',
            fileName: 'e.xlsx',
          },
          timestamp: 1,
        });
        await waitFor(() => shadowText(element).includes('导入成功,但是有错误数据!'), 3000, 'the partial import');
      },
    },
  ],
  dialogs: [
    {
      name: 'the 导入EXCEL modal',
      opener: (element) => element.previousElementSibling as HTMLElement,
      open: () => sendKeys({ press: 'Enter' }),
      dialog: openDialog,
    },
  ],
});

describeAccessibility<FarmImportElement>({
  tag: 'farm-import',
  variant: 'for an online form (with its validation switch)',
  mount: () => importWithOpener('url="/online/cgform/api/importXls/m" online'),
  states: [{ name: 'the 导入EXCEL modal', open: showModal }],
});
