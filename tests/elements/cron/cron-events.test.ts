import { expect, sendKeys, settle, waitFor } from '../harness';
import {
  activePanel,
  choice,
  click,
  expressionBox,
  place,
  recordEvents,
  removePlaces,
  expectSameNode,
} from './cron-dom';

afterEach(removePlaces);

describe('<farm-cron> events on user action', () => {
  it('a panel choice fires farm-change { value, previousValue }, then change and input', async () => {
    const { cron } = await place('<farm-cron mode="inline" value="0 0 12 * * ?"></farm-cron>');
    const events = recordEvents(cron);
    await click(choice(activePanel(cron.shadowRoot!), '每秒'));
    await waitFor(() => events.length === 3, 3000, 'three events');
    expect(events).to.deep.equal([
      { type: 'farm-change', detail: { value: '* 0 12 * * ?', previousValue: '0 0 12 * * ?' } },
      { type: 'change', detail: undefined },
      { type: 'input', detail: undefined },
    ]);
    expect(cron.getAttribute('value'), 'the value attribute is what the page gave').to.equal('0 0 12 * * ?');
    expect(cron.value, "the value property is the user's").to.equal('* 0 12 * * ?');
  });

  it('farm-change bubbles out of the shadow root and the page', async () => {
    const { root, cron } = await place('<div><farm-cron mode="inline" value="0 0 12 * * ?"></farm-cron></div>');
    const heard: Event[] = [];
    root.addEventListener('farm-change', (event) => heard.push(event));
    await click(choice(activePanel(cron.shadowRoot!), '每秒'));
    await waitFor(() => heard.length === 1, 3000, 'the event at the container');
    expect(heard[0].composed).to.equal(true);
    expectSameNode(heard[0].target, cron, 'the event target');
  });

  it('typing fires farm-change with the text typed, keystroke by keystroke', async () => {
    const { cron } = await place('<farm-cron value="0 0 12 * * ?"></farm-cron>');
    const events = recordEvents(cron, ['farm-change']);
    expressionBox(cron).focus();
    expressionBox(cron).setSelectionRange(12, 12);
    await sendKeys({ type: ' *' });
    await waitFor(() => events.length === 2, 3000, 'two changes');
    expect(events.map((event) => event.detail)).to.deep.equal([
      { value: '0 0 12 * * ? ', previousValue: '0 0 12 * * ?' },
      { value: '0 0 12 * * ? *', previousValue: '0 0 12 * * ? ' },
    ]);
  });

  it('is not fired when the page sets the value, by property or attribute', async () => {
    const { cron } = await place('<farm-cron mode="inline" value="0 0 12 * * ?"></farm-cron>');
    const events = recordEvents(cron);
    cron.setAttribute('value', '0 45 8 * * ?');
    await waitFor(() => expressionBox(cron).value === '0 45 8 * * ?', 3000, 'the new attribute');
    cron.value = '0 30 8 * * ?';
    await waitFor(() => expressionBox(cron).value === '0 30 8 * * ?', 3000, 'the new property');
    await settle();
    expect(events).to.deep.equal([]);
  });

  it('is not fired when nothing changes', async () => {
    const { cron } = await place('<farm-cron mode="inline" value="* 0 12 * * ?"></farm-cron>');
    const events = recordEvents(cron);
    await click(choice(activePanel(cron.shadowRoot!), '每秒'));
    await settle();
    expect(events).to.deep.equal([]);
  });
});
