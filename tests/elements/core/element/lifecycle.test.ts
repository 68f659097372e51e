import { expect, settle, waitFor } from '../../harness';
import { expectSameNode, newPlace, part, partShows, removePlaces, rendered } from './fixtures/dom';
import { fixtureCardProbe } from './fixtures/fixture-card';
import './fixtures/fixture-card-element';

afterEach(removePlaces);

/** Clicks the fixture's counter `times` times and waits for React to show it. */
async function clickCounter(element: Element, times: number): Promise<void> {
  for (let i = 1; i <= times; i += 1) {
    part(element, 'click').click();
    await partShows(element, 'click', String(i));
  }
}

type MovableParent = Element & { moveBefore?: (node: Node, child: Node | null) => void };

describe('creating and configuring an element before inserting it', () => {
  it('mounts React only once the element is inserted', async () => {
    const mountsBefore = fixtureCardProbe.mounts;
    const element = document.createElement('farm-fixture-card');
    element.setAttribute('heading-text', 'Detached');
    element.rows = [{ id: 1, name: 'tractor' }];
    element.count = 2;
    await settle();
    expect(element.shadowRoot!.childElementCount).to.equal(0);
    expect(fixtureCardProbe.mounts).to.equal(mountsBefore);

    newPlace().append(element);
    await partShows(element, 'heading', 'Detached');
    expect(part(element, 'count').textContent).to.equal('2');
    await waitFor(() => fixtureCardProbe.mounts === mountsBefore + 1, 3000, 'the mount effect');
  });
});

describe('moving an element keeps its React state', () => {
  it('survives appendChild into another container', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    await clickCounter(element, 3);
    const button = part(element, 'click');
    const unmountsBefore = fixtureCardProbe.unmounts;

    newPlace().appendChild(element);
    await settle();
    expectSameNode(part(element, 'click'), button, 'the button after the move');
    expect(button.textContent).to.equal('3');
    expect(fixtureCardProbe.unmounts).to.equal(unmountsBefore);
  });

  it('survives moveBefore, which keeps the element connected throughout', async function () {
    const target = newPlace() as MovableParent;
    if (typeof target.moveBefore !== 'function') this.skip();
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    await clickCounter(element, 2);
    const button = part(element, 'click');
    const unmountsBefore = fixtureCardProbe.unmounts;
    const mountsBefore = fixtureCardProbe.mounts;
    const rendersBefore = fixtureCardProbe.renders;

    target.moveBefore!(element, null);
    await settle();
    // Not even a re-render: the element never went through disconnect and connect.
    expect(fixtureCardProbe.renders).to.equal(rendersBefore);
    expectSameNode(element.parentNode, target, 'the new parent');
    expectSameNode(part(element, 'click'), button, 'the button after moveBefore');
    expect(button.textContent).to.equal('2');
    expect(fixtureCardProbe.unmounts).to.equal(unmountsBefore);
    expect(fixtureCardProbe.mounts).to.equal(mountsBefore);
  });

  it('survives removal and re-insertion within the same task', async () => {
    const place = newPlace();
    const element = place.appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    await clickCounter(element, 1);
    const unmountsBefore = fixtureCardProbe.unmounts;

    element.remove();
    place.append(element);
    await settle();
    expect(part(element, 'click').textContent).to.equal('1');
    expect(fixtureCardProbe.unmounts).to.equal(unmountsBefore);
  });
});

describe('removing an element for good', () => {
  it('unmounts React and empties the shadow root', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    const unmountsBefore = fixtureCardProbe.unmounts;

    element.remove();
    await waitFor(() => fixtureCardProbe.unmounts === unmountsBefore + 1, 3000, 'the effect cleanup');
    expect(element.shadowRoot!.childElementCount).to.equal(0);
  });

  it('mounts afresh, with fresh state, when inserted again later', async () => {
    const place = newPlace();
    const element = place.appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    await clickCounter(element, 2);
    element.remove();
    await settle();

    place.append(element);
    await partShows(element, 'click', '0');
  });
});
