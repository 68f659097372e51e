// The department picker's search against the seeded demo organisation (the server's own seed),
// answered as the server's /sys/sysDepart/queryTreeList answers it.
import '../../../elements/pickers/depart-picker/element';
import type { FarmDepartPickerElement } from '../../../elements/pickers/depart-picker/element';
import { departments } from '../../../server/db/seed/system-demo/organisation';
import { expect, sendKeys, waitFor } from '../harness';
import { ok, pickerBackend, resetBackend } from './picker-backend';
import type { Answer } from '../../unit/core/http/fake-backend';
import { all, click, inside, openDialog, place, removePlaces } from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

interface SeededNode {
  id: string;
  departName: string;
  orgCode: string;
  parentId: string | null;
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: SeededNode[];
}

/** The seeded departments nested as the server nests them (children only where there are some). */
function seededTree(parentId: string | null): SeededNode[] {
  return departments
    .filter((depart) => depart.parentId === parentId)
    .map((depart) => {
      const children = seededTree(depart.id);
      const node = {
        id: depart.id,
        departName: depart.name,
        orgCode: depart.orgCode,
        parentId: depart.parentId,
        key: depart.id,
        value: depart.id,
        title: depart.name,
        isLeaf: !children.length,
      };
      return children.length ? { ...node, children } : node;
    });
}

const isTreeList = (url: string | undefined) => Boolean(url?.endsWith('/sys/sysDepart/queryTreeList'));
const titles = (picker: Element) =>
  all(picker, '[role="treeitem"] [data-part="title"]').map((title) => title.textContent ?? '');
const marks = (picker: Element) =>
  all(picker, '[role="treeitem"] [data-part="title"] mark').map((mark) => mark.textContent);
const searchBox = (picker: Element) => openDialog(picker)!.querySelector<HTMLInputElement>('input[type="search"]')!;

async function openSeededPicker(tree: () => Answer | Promise<Answer> = () => ok(seededTree(null))) {
  pickerBackend((request) => (isTreeList(request.url) ? tree() : undefined));
  const { picker } = await place<FarmDepartPickerElement>(
    '<farm-depart-picker multiple></farm-depart-picker>',
    'farm-depart-picker',
  );
  await click(inside(picker, '[part~="open-button"] button'));
  await waitFor(() => openDialog(picker) !== null, 3000, 'the dialog');
  return picker;
}

/** Waits until the tree shows what `check` wants; a timeout says what it showed. */
async function treeShows(picker: Element, check: (shown: string[]) => boolean, what: string) {
  try {
    await waitFor(() => check(titles(picker)), 3000, what);
  } catch (error) {
    throw new Error(`${(error as Error).message}; the tree shows: ${titles(picker).join()}`);
  }
}

const salesMatch = (shown: string[]) => shown.join() === '丰收农机服务有限公司,农机销售部';

async function search(picker: Element, keyword: string, press = true) {
  searchBox(picker).focus();
  await sendKeys({ type: keyword });
  if (press) await sendKeys({ press: 'Enter' });
}

describe('<farm-depart-picker>: searching the seeded departments', () => {
  it('销售 shows 农机销售部 under its company, the matching text marked', async () => {
    const picker = await openSeededPicker();
    await treeShows(picker, (shown) => shown.length > 0, 'the tree');
    await search(picker, '销售');
    await treeShows(picker, salesMatch, '农机销售部 under its company');
    expect(marks(picker)).to.deep.equal(['销售']);
  });

  it('a search made before the tree has arrived still opens the tree to the matches', async () => {
    let answerTree: (answer: Answer) => void = () => undefined;
    const picker = await openSeededPicker(() => new Promise<Answer>((resolve) => (answerTree = resolve)));
    await search(picker, '销售');
    answerTree(ok(seededTree(null)));
    await treeShows(picker, salesMatch, '农机销售部 under its company');
  });

  it('a keyword that also names the company shows every match below it', async () => {
    const picker = await openSeededPicker();
    await treeShows(picker, (shown) => shown.length > 0, 'the tree');
    await search(picker, '服务');
    const stations = ['维修服务中心', '哈尔滨服务站', '佳木斯服务站', '郑州服务站', '济南服务站'];
    await treeShows(picker, (shown) => stations.every((title) => shown.includes(title)), 'every match');
    expect(titles(picker)[0]).to.equal('丰收农机服务有限公司');
    expect(marks(picker)).to.have.length(6);
  });

  it('typing searches without Enter; clearing the box shows the whole tree again', async () => {
    const picker = await openSeededPicker();
    await treeShows(picker, (shown) => shown.length > 0, 'the tree');
    await search(picker, '销售', false);
    await treeShows(picker, salesMatch, '农机销售部 under its company');
    await sendKeys({ press: 'Control+a' });
    await sendKeys({ press: 'Backspace' });
    await treeShows(picker, (shown) => shown.join() === '丰收农机服务有限公司', 'the whole tree, closed');
    expect(marks(picker)).to.deep.equal([]);
  });
});
