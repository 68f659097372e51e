import '../../../elements/pickers/category-select/element';
import { describeAccessibility } from '../a11y';
import type { FarmCategorySelectElement } from '../../../elements/pickers/category-select/element';
import { expect, sendKeys, waitFor } from '../harness';
import { pickerBackend, refused, resetBackend } from './picker-backend';
import { all, click, inside, place, removePlaces, shownText, treeNode } from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

async function categorySelect(attributes = '') {
  const { root, picker } = await place<FarmCategorySelectElement>(
    `<form><farm-category-select name="crop" ${attributes}></farm-category-select></form>`,
    'farm-category-select',
  );
  return { form: root.querySelector('form')!, picker };
}

const titles = (picker: Element) =>
  all(picker, '[role="treeitem"] [data-part="title"]').map((title) => title.textContent);

describe('<farm-category-select>', () => {
  it('offers the children of pcode, loads deeper levels on expansion, and stores the id', async () => {
    const server = pickerBackend();
    const { form, picker } = await categorySelect('pcode="B01"');
    await click(inside(picker, '[part~="text"]'));
    await waitFor(() => titles(picker).length === 2, 3000, 'the children of B01');
    expect(server.calls('/sys/category/loadTreeRoot')[0]).to.include({ async: true, pcode: 'B01' });
    expect(titles(picker)).to.deep.equal(['水稻', '小麦']);
    await click(treeNode(picker, '小麦'));
    await waitFor(() => new FormData(form).get('crop') === 'c3', 3000, 'the id');
    expect(shownText(picker)).to.equal('小麦');
  });

  it('loads children through loadTreeChildren', async () => {
    const server = pickerBackend();
    const { picker } = await categorySelect();
    await click(inside(picker, '[part~="text"]'));
    await waitFor(() => titles(picker).join() === '农作物', 3000, 'the roots');
    treeNode(picker, '农作物').focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => titles(picker).length === 3, 3000, 'the children');
    expect(server.calls('/sys/category/loadTreeChildren')[0]).to.include({ pid: 'c1' });
  });

  it('echoes stored ids through loadDictItem', async () => {
    const server = pickerBackend();
    const { picker } = await categorySelect('value="c2,c3" multiple');
    await waitFor(() => shownText(picker) === '水稻,小麦', 3000, 'the echo');
    expect(server.calls('/sys/category/loadDictItem/')[0]).to.include({ ids: 'c2,c3' });
  });

  it('a failed root load shows the server message as an error toast', async () => {
    pickerBackend((request) => (request.url?.endsWith('loadTreeRoot') ? refused('分类编码不存在') : undefined));
    const { picker } = await categorySelect('pcode="ZZZ"');
    await waitFor(
      () => picker.shadowRoot!.querySelector('[data-level="error"]')?.textContent?.includes('分类编码不存在') === true,
      3000,
      'the error toast',
    );
  });

  it('a condition that is not a JSON object string is refused', async () => {
    const server = pickerBackend();
    const { picker } = await categorySelect(`condition="status"`);
    expect(inside(picker, '[role="alert"]').textContent).to.equal(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    );
    expect(server.calls('/sys/category/loadTreeRoot')).to.have.length(0);
  });
});

describeAccessibility<FarmCategorySelectElement>({
  tag: 'farm-category-select',
  mount: async () => {
    pickerBackend();
    return (await categorySelect('pcode="B01"')).picker;
  },
  states: [
    {
      name: 'its tree',
      open: async (picker) => {
        await click(inside(picker, '[part~="text"]'));
        await waitFor(() => titles(picker).length === 2, 3000, 'the children of B01');
      },
    },
  ],
});
