import { expect, settle, waitFor } from '../../harness';
import { expectSameNode, newPlace, part, partShows, removePlaces, rendered } from './fixtures/dom';
import './fixtures/fixture-card-element';
import './fixtures/fixture-field-element';

afterEach(removePlaces);

function collect(target: EventTarget, type: string): Event[] {
  const seen: Event[] = [];
  target.addEventListener(type, (event) => seen.push(event));
  return seen;
}

describe('farm-* events on user action', () => {
  it('fires farm-change from the host with bubbles, composed and a { value, previousValue } detail', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    const atDocument = collect(document, 'farm-change');

    part(element, 'click').click();
    await waitFor(() => atDocument.length === 1);
    const event = atDocument[0] as CustomEvent;
    expect(event).to.be.instanceOf(CustomEvent);
    expectSameNode(event.target, element, 'the event target');
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({ value: 1, previousValue: 0 });
  });

  it('leaves an enclosing shadow root, because it is composed', async () => {
    const outerHost = newPlace().appendChild(document.createElement('div'));
    const outerRoot = outerHost.attachShadow({ mode: 'open' });
    const element = outerRoot.appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    const atDocument = collect(document, 'farm-change');

    part(element, 'click').click();
    await waitFor(() => atDocument.length === 1);
    // Seen from outside, the event is retargeted to the outer host.
    expectSameNode(atDocument[0].target, outerHost, 'the retargeted event target');
  });

  it('gives an object detail even when the component passes nothing', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    const opened = collect(element, 'farm-open');

    part(element, 'open').click();
    await waitFor(() => opened.length === 1);
    expect((opened[0] as CustomEvent).detail).to.deep.equal({});
  });
});

describe('no farm-* event when code changes a prop', () => {
  it('stays silent when properties and attributes are set', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    const changes = collect(element, 'farm-change');

    element.count = 9;
    element.rows = [{ id: 1, name: 'tractor' }];
    element.setAttribute('heading-text', 'Set by code');
    await partShows(element, 'heading', 'Set by code');
    await settle();
    expect(changes).to.have.length(0);

    part(element, 'click').click();
    await waitFor(() => changes.length === 1);
  });

  it('stays silent when a form control gets a new value from code', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-field'));
    await rendered(element);
    const farmChanges = collect(element, 'farm-change');
    const nativeChanges = collect(element, 'change');

    element.value = 'wheat';
    await partShows(element, 'current', 'wheat');
    await settle();
    expect(farmChanges).to.have.length(0);
    expect(nativeChanges).to.have.length(0);
  });
});

describe('form-like elements also fire plain change and input', () => {
  it('fires change (bubbling) and input (bubbling, composed) after farm-change', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-field'));
    await rendered(element);
    const order: string[] = [];
    for (const type of ['farm-change', 'change', 'input'])
      element.addEventListener(type, (event) => order.push(event.type));
    const changes = collect(document, 'change');
    const inputs = collect(document, 'input');

    part(element, 'choose').click();
    await waitFor(() => order.length === 3);
    expect(order).to.deep.equal(['farm-change', 'change', 'input']);
    expectSameNode(changes[0].target, element, 'the change event target');
    expect(changes[0].bubbles).to.equal(true);
    expect(inputs[0].composed).to.equal(true);
  });

  it('fires only farm-* events for elements that did not ask for plain ones', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    const farmChanges = collect(element, 'farm-change');
    const nativeChanges = collect(element, 'change');

    part(element, 'click').click();
    await waitFor(() => farmChanges.length === 1);
    expect(nativeChanges).to.have.length(0);
  });
});
