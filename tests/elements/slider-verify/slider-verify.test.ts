import '../../../elements/slider-verify/element';
import { describeAccessibility } from '../a11y';
import { expect, sendKeys, sendMouse, settle, waitFor } from '../harness';

const holders: HTMLElement[] = [];
afterEach(() =>
  holders.splice(0).forEach((holder) => {
    holder.remove();
  }),
);

async function slider(attributes = '') {
  const holder = document.createElement('div');
  holder.innerHTML = `<form><farm-slider-verify name="check" ${attributes}></farm-slider-verify></form>`;
  document.body.append(holder);
  holders.push(holder);
  const element = holder.querySelector('farm-slider-verify')!;
  await waitFor(() => Boolean(element.shadowRoot?.querySelector('[role="slider"]')), 3000, 'the slider');
  const handle = element.shadowRoot!.querySelector<HTMLElement>('[role="slider"]')!;
  const label = () => element.shadowRoot!.querySelector('[part="label"]')!.textContent;
  const verified: unknown[] = [];
  element.addEventListener('farm-verified', (event) => verified.push((event as CustomEvent).detail));
  return { form: holder.querySelector('form')!, element, handle, label, verified };
}

function centreOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

const offsetOf = (handle: HTMLElement) => new DOMMatrixReadOnly(getComputedStyle(handle).transform).m41;

describe('<farm-slider-verify>', () => {
  it('verifies once dragged past the full width: the text turns to 验证通过 and farm-verified fires', async () => {
    const { form, handle, label, verified } = await slider('required');
    expect(label()).to.equal('拖动滑块验证');
    await waitFor(() => !form.checkValidity(), 3000, 'required makes the form invalid');
    const [x, y] = centreOf(handle);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 150, y] });
    await sendMouse({ type: 'move', position: [x + 400, y] });
    await sendMouse({ type: 'up' });
    await waitFor(() => label() === '验证通过', 3000, 'the success text');
    expect(verified).to.deep.equal([{ verified: true }]);
    expect(new FormData(form).get('check')).to.equal('verified');
    expect(form.checkValidity()).to.equal(true);
  });

  it('snaps back when let go before the end', async () => {
    const { handle, label, verified } = await slider();
    const [x, y] = centreOf(handle);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 120, y] });
    await waitFor(
      () => handle.dataset.phase === 'dragging' && offsetOf(handle) > 100,
      3000,
      'the handle following the pointer',
    );
    await sendMouse({ type: 'up' });
    await waitFor(() => offsetOf(handle) === 0, 3000, 'the snap back');
    expect(label()).to.equal('拖动滑块验证');
    expect(verified).to.deep.equal([]);
  });

  it('is operable from the keyboard: arrows move, End verifies, Escape snaps back', async () => {
    const { handle, label, verified } = await slider();
    handle.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '20', 3000, '20%');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '0', 3000, 'back to the start');
    await sendKeys({ press: 'End' });
    await waitFor(() => label() === '验证通过', 3000, 'the success text');
    expect(verified).to.have.length(1);
    expect(handle.getAttribute('aria-valuetext')).to.equal('验证通过');
  });

  it('leaving the handle half-way by keyboard snaps it back', async () => {
    const { handle } = await slider();
    handle.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '10', 3000, '10%');
    handle.blur();
    await waitFor(() => handle.getAttribute('aria-valuenow') === '0', 3000, 'the snap back');
  });

  it('form.reset() starts over and a disabled slider does not move', async () => {
    const { form, element, handle, label } = await slider();
    handle.focus();
    await sendKeys({ press: 'End' });
    await waitFor(() => label() === '验证通过', 3000, 'verified');
    form.reset();
    await waitFor(() => label() === '拖动滑块验证', 3000, 'the reset');
    element.setAttribute('disabled', '');
    await settle();
    const [x, y] = centreOf(handle);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 400, y] });
    await sendMouse({ type: 'up' });
    await settle();
    expect(label()).to.equal('拖动滑块验证');
    expect(handle.tabIndex).to.equal(-1);
  });
});

describeAccessibility<HTMLElement>({
  tag: 'farm-slider-verify',
  mount: async () => (await slider('required')).element,
  states: [
    {
      name: '验证通过 (verified)',
      open: async (element) => {
        const handle = element.shadowRoot!.querySelector<HTMLElement>('[role="slider"]')!;
        handle.focus();
        await sendKeys({ press: 'End' });
        await waitFor(
          () => element.shadowRoot!.querySelector('[part="label"]')!.textContent === '验证通过',
          3000,
          '验证通过',
        );
      },
    },
  ],
});
