import '../../../elements/pickers/tree-select/element';
import { describeAccessibility } from '../a11y';
import type { FarmTreeSelectElement } from '../../../elements/pickers/tree-select/element';
import { expect, sendKeys, settle, waitFor } from '../harness';
import { DEPART_DICT, pickerBackend, resetBackend } from './picker-backend';
import { all, click, inside, place, recordChanges, removePlaces, shownText, treeNode } from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

interface TreeChange {
  value: string;
  previousValue: string;
  rows: Array<{ value: string; title: string }>;
}

async function treeSelect(attributes = '') {
  const { root, picker } = await place<FarmTreeSelectElement>(
    `<form><farm-tree-select name="node" dict="${DEPART_DICT}" pid-field="parent_id" ${attributes}></farm-tree-select></form>`,
    'farm-tree-select',
  );
  return { form: root.querySelector('form')!, picker };
}

const titles = (picker: Element) =>
  all(picker, '[role="treeitem"] [data-part="title"]').map((title) => title.textContent);

async function openTree(picker: FarmTreeSelectElement) {
  await click(inside(picker, '[part~="text"]'));
  await waitFor(() => all(picker, '[role="treeitem"]').length > 0, 3000, 'the tree');
}

describe('<farm-tree-select>: choosing a node', () => {
  it('drops the top level from loadTreeData, loads children on expansion, and a click chooses', async () => {
    const server = pickerBackend();
    const { form, picker } = await treeSelect();
    const changes = recordChanges<TreeChange>(picker);
    await openTree(picker);
    expect(titles(picker)).to.deep.equal(['总部']);
    expect(server.calls('/sys/dict/loadTreeData')[0]).to.include({
      pid: '',
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      pidField: 'parent_id',
    });
    treeNode(picker, '总部').focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => titles(picker).length === 3, 3000, 'the children');
    expect(server.calls('/sys/dict/loadTreeData')[1]).to.include({ pid: 'd1' });
    await click(treeNode(picker, '财务部'));
    await waitFor(() => all(picker, '[role="treeitem"]').length === 0, 3000, 'the panel closed');
    expect(shownText(picker)).to.equal('财务部');
    expect(new FormData(form).get('node')).to.equal('d3');
    expect(changes.map(({ value, previousValue }) => ({ value, previousValue }))).to.deep.equal([
      { value: 'd3', previousValue: '' },
    ]);
  });

  it('echoes an initial value through the table dictionary', async () => {
    const server = pickerBackend();
    const { picker } = await treeSelect('value="d2"');
    await waitFor(() => shownText(picker) === '研发部', 3000, 'the echo');
    expect(server.calls(`/sys/dict/loadDictItem/${DEPART_DICT}`)[0]).to.include({ key: 'd2' });
  });

  it('Escape closes the panel without a change', async () => {
    pickerBackend();
    const { picker } = await treeSelect();
    const changes = recordChanges(picker);
    await openTree(picker);
    treeNode(picker, '总部').focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => all(picker, '[role="treeitem"]').length === 0, 3000, 'closed');
    expect(changes).to.have.length(0);
  });
});

describe('<farm-tree-select>: condition', () => {
  it('is sent as given when it is a JSON object string', async () => {
    const server = pickerBackend();
    await treeSelect(`condition='{"status":"1"}'`);
    await waitFor(() => server.calls('/sys/dict/loadTreeData').length === 1, 3000, 'the top level asked');
    expect(server.calls('/sys/dict/loadTreeData')[0].condition).to.equal('{"status":"1"}');
  });

  for (const bad of ['status=1', '[1,2]', '7']) {
    it(`refuses ${bad} with the spec's error and asks nothing`, async () => {
      const server = pickerBackend();
      const { picker } = await treeSelect(`condition='${bad}'`);
      await settle();
      expect(inside(picker, '[role="alert"]').textContent).to.equal(
        '组件JTreeSelect-condition传值有误，需要一个json字符串!',
      );
      expect(server.calls('/sys/dict/loadTreeData')).to.have.length(0);
    });
  }
});

for (const mode of ['', 'multiple']) {
  describeAccessibility<FarmTreeSelectElement>({
    tag: 'farm-tree-select',
    variant: mode ? 'checking several nodes' : 'choosing one node',
    mount: async () => {
      pickerBackend();
      return (await treeSelect(`${mode} value="d2"`)).picker;
    },
    states: [{ name: 'its tree', open: openTree }],
  });
}
