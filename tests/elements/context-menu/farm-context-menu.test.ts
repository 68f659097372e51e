import '../../../elements/context-menu/element';
import type { ContextMenuChoice, FarmContextMenuElement } from '../../../elements/context-menu/element';
import { describeAccessibility } from '../a11y';
import { expect, sendKeys, sendMouse, setViewport, settle, waitFor } from '../harness';

const places: HTMLElement[] = [];

afterEach(() => {
  for (const place of places.splice(0)) place.remove();
});

/** Static markup as a legacy page writes it: a target and its menu. */
async function place(markup: string): Promise<HTMLElement> {
  await setViewport({ width: 1000, height: 700 });
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  document.body.append(holder);
  places.push(holder);
  await settle();
  return holder;
}

const menuOf = (element: FarmContextMenuElement) => element.shadowRoot!.querySelector<HTMLElement>('[role="menu"]');
const itemsOf = (element: FarmContextMenuElement) =>
  Array.from(element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
const focusedItem = (element: FarmContextMenuElement) => element.shadowRoot!.activeElement?.textContent ?? null;

function recordEvents<Detail>(target: EventTarget, type: string): Detail[] {
  const heard: Detail[] = [];
  target.addEventListener(type, (event) => heard.push((event as CustomEvent<Detail>).detail));
  return heard;
}

async function rightClick(element: Element, dx = 10, dy = 10): Promise<[number, number]> {
  const box = element.getBoundingClientRect();
  const point: [number, number] = [Math.round(box.x + dx), Math.round(box.y + dy)];
  await sendMouse({ type: 'click', position: point, button: 'right' });
  return point;
}

const MARKUP = `
  <div id="machine-card" tabindex="0" style="margin: 40px; width: 300px; height: 120px">东方红 LX904 <button id="inner" type="button">详情</button></div>
  <farm-context-menu for="machine-card">
    <option value="edit">编辑</option>
    <option value="lock" disabled>锁定</option>
    <option value="delete" data-danger>删除</option>
  </farm-context-menu>`;

describe('<farm-context-menu>: opening', () => {
  it('opens at the pointer on a right click of its target, with the child options as items', async () => {
    const holder = await place(MARKUP);
    const menu = holder.querySelector('farm-context-menu')!;
    const [x, y] = await rightClick(holder.querySelector('#machine-card')!);
    await waitFor(() => menuOf(menu) !== null, 3000, 'the menu');
    expect(itemsOf(menu).map((item) => [item.textContent, item.disabled])).to.deep.equal([
      ['编辑', false],
      ['锁定', true],
      ['删除', false],
    ]);
    const box = menuOf(menu)!.getBoundingClientRect();
    expect([box.left, box.top]).to.deep.equal([x, y]);
    expect(menuOf(menu)!.getAttribute('aria-label')).to.equal('菜单');
    expect(focusedItem(menu)).to.equal('编辑');
  });

  it('leaves a right click elsewhere to the browser', async () => {
    const holder = await place(`<p id="elsewhere">别处</p>${MARKUP}`);
    const menu = holder.querySelector('farm-context-menu')!;
    const event = new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: 5,
      clientY: 5,
    });
    holder.querySelector('#elsewhere')!.dispatchEvent(event);
    await settle();
    expect(event.defaultPrevented).to.equal(false);
    expect(menuOf(menu)).to.equal(null);
  });

  it('opens from the keyboard (Shift+F10, the context-menu key) under the focused element', async () => {
    const holder = await place(MARKUP);
    const menu = holder.querySelector('farm-context-menu')!;
    const card = holder.querySelector<HTMLElement>('#machine-card')!;
    card.focus();
    await sendKeys({ press: 'Shift+F10' });
    await waitFor(() => menuOf(menu) !== null, 3000, 'the menu from Shift+F10');
    const box = card.getBoundingClientRect();
    expect(menuOf(menu)!.getBoundingClientRect().top).to.be.closeTo(box.bottom, 1);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menuOf(menu) === null, 3000, 'closed');
    await sendKeys({ press: 'ContextMenu' });
    await waitFor(() => menuOf(menu) !== null, 3000, 'the menu from the context-menu key');
  });

  it('follows the target property, and does nothing while disabled', async () => {
    const holder = await place(
      '<section style="height: 80px">区域</section><farm-context-menu items=\'[{"key":"refresh","label":"刷新"}]\'></farm-context-menu>',
    );
    const menu = holder.querySelector('farm-context-menu')!;
    menu.target = holder.querySelector('section');
    await settle();
    await rightClick(holder.querySelector('section')!);
    await waitFor(
      () =>
        itemsOf(menu)
          .map((item) => item.textContent)
          .join() === '刷新',
      3000,
      'the JSON items',
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menuOf(menu) === null, 3000, 'closed');
    menu.setAttribute('disabled', '');
    await settle();
    const event = new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: 20,
      clientY: 20,
    });
    holder.querySelector('section')!.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(false);
  });
});

describe('<farm-context-menu>: choosing', () => {
  it('arrow keys skip the disabled item, Enter fires farm-select with the key and the element clicked, and focus goes back', async () => {
    const holder = await place(MARKUP);
    const menu = holder.querySelector('farm-context-menu')!;
    const chosen = recordEvents<ContextMenuChoice>(menu, 'farm-select');
    const inner = holder.querySelector<HTMLButtonElement>('#inner')!;
    inner.focus();
    await sendKeys({ press: 'Shift+F10' });
    await waitFor(() => focusedItem(menu) === '编辑', 3000, 'the first item focused');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedItem(menu)).to.equal('删除');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedItem(menu)).to.equal('编辑');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => chosen.length === 1, 3000, 'farm-select');
    expect(chosen[0].key).to.equal('delete');
    expect(chosen[0].source).to.equal(inner);
    expect(menuOf(menu)).to.equal(null);
    expect(document.activeElement).to.equal(inner);
  });

  it('Escape closes without a choice and gives focus back to the target', async () => {
    const holder = await place(MARKUP);
    const menu = holder.querySelector('farm-context-menu')!;
    const chosen = recordEvents(menu, 'farm-select');
    const card = holder.querySelector<HTMLElement>('#machine-card')!;
    card.focus();
    await sendKeys({ press: 'Shift+F10' });
    await waitFor(() => focusedItem(menu) === '编辑', 3000, 'the menu');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menuOf(menu) === null, 3000, 'closed');
    expect(document.activeElement).to.equal(card);
    expect(chosen).to.deep.equal([]);
  });

  it('a click chooses; farm-open lets the page set the items for the element right-clicked first', async () => {
    const holder = await place(
      '<ul id="rows"><li data-id="a">甲</li><li data-id="b">乙</li></ul><farm-context-menu for="rows"></farm-context-menu>',
    );
    const menu = holder.querySelector('farm-context-menu')!;
    menu.addEventListener('farm-open', (event) => {
      const row = (event as CustomEvent<{ source: Element }>).detail.source.closest('li')!;
      menu.items = [{ key: `open-${row.dataset.id}`, label: `打开${row.textContent}` }];
    });
    const chosen = recordEvents<ContextMenuChoice>(menu, 'farm-select');
    await rightClick(holder.querySelectorAll('li')[1], 4, 4);
    await waitFor(() => itemsOf(menu)[0]?.textContent === '打开乙', 3000, 'the row item');
    const item = itemsOf(menu)[0].getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(item.x + 10), Math.round(item.y + item.height / 2)] });
    await waitFor(() => chosen.length === 1, 3000, 'farm-select');
    expect(chosen[0].key).to.equal('open-b');
  });

  it('a click outside closes it', async () => {
    const holder = await place(MARKUP);
    const menu = holder.querySelector('farm-context-menu')!;
    await rightClick(holder.querySelector('#machine-card')!);
    await waitFor(() => menuOf(menu) !== null, 3000, 'the menu');
    await sendMouse({ type: 'click', position: [900, 600] });
    await waitFor(() => menuOf(menu) === null, 3000, 'closed');
  });
});

describeAccessibility<FarmContextMenuElement>({
  tag: 'farm-context-menu',
  mount: async () => (await place(MARKUP)).querySelector('farm-context-menu')!,
  states: [
    {
      name: 'its menu (a named menu of menu items)',
      open: async (menu) => {
        await rightClick(menu.ownerDocument.querySelector('#machine-card')!);
        await waitFor(() => menuOf(menu) !== null, 3000, 'the menu');
      },
      // The target the menu belongs to is the page's; the check covers both.
      scope: (menu) => menu.parentElement!,
    },
  ],
});
