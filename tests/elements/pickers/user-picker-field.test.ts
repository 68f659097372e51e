import '../../../elements/pickers/user-picker/element';
import type { FarmUserPickerElement } from '../../../elements/pickers/user-picker/element';
import { expect, sendKeys, waitFor } from '../harness';
import { pickerBackend, resetBackend } from './picker-backend';
import { all, click, inside, openDialog, place, removePlaces, treeNode } from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

async function openPicker(attributes = '') {
  const { picker } = await place<FarmUserPickerElement>(
    `<farm-user-picker ${attributes}></farm-user-picker>`,
    'farm-user-picker',
  );
  await click(inside(picker, '[part~="open-button"] button'));
  await waitFor(() => Boolean(openDialog(picker)), 3000, 'the dialog open');
  await waitFor(() => all(picker, 'tbody tr').length > 0, 3000, 'the users listed');
  return picker;
}

/** The parameters a request sends, as text: without the `_t` every GET carries, and without the empty ones, which are not sent. */
const withoutTime = (call: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(call)
      .filter(([key, value]) => key !== '_t' && value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

describe('<farm-user-picker> asks queryUserComponentData for its fields, as JSelectUserByDep does', () => {
  it('sends username, column, order, field, pageNo, pageSize and departId, field naming the id and the table’s columns', async () => {
    const server = pickerBackend();
    const picker = await openPicker();
    expect(withoutTime(server.calls('/sys/user/queryUserComponentData')[0])).to.deep.equal({
      field: 'id,username,realname,sex,phone,orgCodeTxt',
      column: 'createTime',
      order: 'desc',
      pageNo: '1',
      pageSize: '10',
    });

    openDialog(picker)!.querySelector<HTMLInputElement>('form[role="search"] input')!.focus();
    await sendKeys({ type: 'li' });
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => server.calls('/sys/user/queryUserComponentData').some((call) => call.username === 'li'),
      3000,
      'the search sent',
    );
    await waitFor(() => all(picker, '[role="treeitem"]').length > 0, 3000, 'the root department');
    await click(treeNode(picker, '总部'));
    await waitFor(
      () => server.calls('/sys/user/queryUserComponentData').some((call) => call.departId === 'd1'),
      3000,
      'the department sent',
    );
    expect(withoutTime(server.calls('/sys/user/queryUserComponentData').at(-1)!)).to.deep.equal({
      username: 'li',
      departId: 'd1',
      field: 'id,username,realname,sex,phone,orgCodeTxt',
      column: 'createTime',
      order: 'desc',
      pageNo: '1',
      pageSize: '10',
    });
  });

  it('asks for the stored and shown fields too when they are not columns of the table', async () => {
    const server = pickerBackend();
    await openPicker('store-field="departId" text-field="createTime"');
    expect(server.calls('/sys/user/queryUserComponentData')[0].field).to.equal(
      'id,username,realname,sex,phone,orgCodeTxt,departId,createTime',
    );
  });
});
