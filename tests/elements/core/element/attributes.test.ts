import { expect, waitFor } from '../../harness';
import { newPlace, part, partShows, removePlaces, rendered } from './fixtures/dom';
import { FixtureCardElement } from './fixtures/fixture-card-element';

afterEach(removePlaces);

async function cardFromMarkup(markup: string): Promise<FixtureCardElement> {
  const place = newPlace();
  place.innerHTML = markup;
  const element = place.querySelector('farm-fixture-card')!;
  await rendered(element);
  return element;
}

describe('attribute names are the props in kebab-case', () => {
  it('observes exactly the declared attributes, plus the JSON attributes of legacy markup', () => {
    expect([...FixtureCardElement.observedAttributes].sort()).to.deep.equal(['closable', 'count', 'disabled', 'heading-text', 'rows', 'size']);
  });

  it('passes heading-text to the headingText prop', async () => {
    const element = await cardFromMarkup('<farm-fixture-card heading-text="Tractors"></farm-fixture-card>');
    expect(part(element, 'heading').textContent).to.equal('Tractors');
    expect(element.headingText).to.equal('Tractors');
  });
});

describe('boolean attributes follow HTML', () => {
  it('treats a bare attribute as true', async () => {
    const element = await cardFromMarkup('<farm-fixture-card disabled></farm-fixture-card>');
    expect(part(element, 'disabled').textContent).to.equal('true');
    expect(element.disabled).to.equal(true);
  });

  it('treats any value but "false" as true', async () => {
    const element = await cardFromMarkup('<farm-fixture-card disabled="no"></farm-fixture-card>');
    expect(part(element, 'disabled').textContent).to.equal('true');
  });

  it('treats "false" as false, which switches off a prop whose default is true', async () => {
    const element = await cardFromMarkup('<farm-fixture-card closable="false"></farm-fixture-card>');
    expect(part(element, 'closable').textContent).to.equal('false');
  });
});

describe('removing an attribute restores the default', () => {
  it('drops the prop and re-renders with the component default', async () => {
    const element = await cardFromMarkup('<farm-fixture-card heading-text="Tractors" disabled closable="false" count="4" size="large"></farm-fixture-card>');
    for (const name of ['heading-text', 'disabled', 'closable', 'count', 'size']) element.removeAttribute(name);
    await partShows(element, 'heading', 'untitled');
    expect(part(element, 'disabled').textContent).to.equal('false');
    expect(part(element, 'closable').textContent).to.equal('true');
    expect(part(element, 'count').textContent).to.equal('1');
    expect(part(element, 'size').textContent).to.equal('middle');
    expect(element.headingText).to.equal(undefined);
  });
});

describe('number attributes', () => {
  it('parse as numbers', async () => {
    const element = await cardFromMarkup('<farm-fixture-card count=" 12.5 "></farm-fixture-card>');
    expect(part(element, 'count').textContent).to.equal('12.5');
    expect(element.count).to.equal(12.5);
  });

  it('fall back to the default when the text is not a number', async () => {
    const element = await cardFromMarkup('<farm-fixture-card count="7"></farm-fixture-card>');
    element.setAttribute('count', 'seven');
    await partShows(element, 'count', '1');
    element.setAttribute('count', '3');
    await partShows(element, 'count', '3');
    element.setAttribute('count', '');
    await partShows(element, 'count', '1');
    expect(element.count).to.equal(undefined);
  });
});

describe('enumerated attributes', () => {
  it('accept the listed values, case-insensitively', async () => {
    const element = await cardFromMarkup('<farm-fixture-card size="LARGE"></farm-fixture-card>');
    expect(part(element, 'size').textContent).to.equal('large');
  });

  it('fall back to the default for a value outside the list', async () => {
    const element = await cardFromMarkup('<farm-fixture-card size="small"></farm-fixture-card>');
    element.setAttribute('size', 'huge');
    await partShows(element, 'size', 'middle');
  });
});

describe('setting an attribute prop as a property', () => {
  it('reflects to the attribute and re-renders', async () => {
    const element = await cardFromMarkup('<farm-fixture-card></farm-fixture-card>');
    element.count = 4;
    element.disabled = true;
    element.closable = false;
    element.headingText = 'Harvesters';
    expect(element.getAttribute('count')).to.equal('4');
    expect(element.getAttribute('disabled')).to.equal('');
    expect(element.getAttribute('closable')).to.equal('false');
    expect(element.getAttribute('heading-text')).to.equal('Harvesters');
    await partShows(element, 'heading', 'Harvesters');
    expect(part(element, 'count').textContent).to.equal('4');
    expect(part(element, 'disabled').textContent).to.equal('true');
    expect(part(element, 'closable').textContent).to.equal('false');
  });

  it('removes the attribute when set to undefined or null, restoring the default', async () => {
    const element = await cardFromMarkup('<farm-fixture-card heading-text="Tractors" count="4"></farm-fixture-card>');
    element.headingText = undefined;
    (element as { count?: number | null }).count = null;
    expect(element.hasAttribute('heading-text')).to.equal(false);
    expect(element.hasAttribute('count')).to.equal(false);
    await waitFor(() => part(element, 'heading').textContent === 'untitled' && part(element, 'count').textContent === '1');
  });
});
