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
    expect([...FixtureCardElement.observedAttributes].sort()).to.deep.equal([
      'closable',
      'count',
      'disabled',
      'heading-text',
      'no-close',
      'rows',
      'size',
    ]);
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

  it('treats any text as true, "false" included: presence is what counts', async () => {
    for (const text of ['no', 'false', 'FALSE', '0']) {
      const element = await cardFromMarkup(`<farm-fixture-card disabled="${text}"></farm-fixture-card>`);
      expect(part(element, 'disabled').textContent, text).to.equal('true');
      expect(element.disabled, text).to.equal(true);
    }
  });

  it('removes the attribute when the property is set to false', async () => {
    const element = await cardFromMarkup('<farm-fixture-card disabled></farm-fixture-card>');
    element.disabled = false;
    expect(element.hasAttribute('disabled')).to.equal(false);
    await partShows(element, 'disabled', 'false');
  });
});

describe('a feature on by default has a negative attribute', () => {
  it('is on without either attribute', async () => {
    const element = await cardFromMarkup('<farm-fixture-card></farm-fixture-card>');
    expect(part(element, 'closable').textContent).to.equal('true');
    expect(element.closable).to.equal(true);
    expect(element.noClose).to.equal(false);
  });

  it('is switched off by the presence of its no- attribute, and back on by removing it', async () => {
    const element = await cardFromMarkup('<farm-fixture-card no-close></farm-fixture-card>');
    expect(part(element, 'closable').textContent).to.equal('false');
    expect(element.closable).to.equal(false);
    expect(element.noClose).to.equal(true);
    element.removeAttribute('no-close');
    await partShows(element, 'closable', 'true');
  });

  it('keeps reading the JeecgBoot spelling: the positive attribute set to "false" switches it off', async () => {
    const element = await cardFromMarkup('<farm-fixture-card closable="false"></farm-fixture-card>');
    expect(part(element, 'closable').textContent).to.equal('false');
    expect(element.closable).to.equal(false);
    expect(element.noClose).to.equal(true);
    element.setAttribute('closable', '');
    await partShows(element, 'closable', 'true');
    element.setAttribute('closable', ' False ');
    await partShows(element, 'closable', 'false');
  });

  it('is switched by assigning false or true to either property', async () => {
    const element = await cardFromMarkup('<farm-fixture-card></farm-fixture-card>');
    element.closable = false;
    expect(element.getAttribute('no-close')).to.equal('');
    await partShows(element, 'closable', 'false');
    element.closable = true;
    expect(element.hasAttribute('no-close')).to.equal(false);
    await partShows(element, 'closable', 'true');
    element.noClose = true;
    expect(element.closable).to.equal(false);
    await partShows(element, 'closable', 'false');
    element.noClose = false;
    await partShows(element, 'closable', 'true');
  });

  it('turned on by a property also clears the JeecgBoot "false"', async () => {
    const element = await cardFromMarkup('<farm-fixture-card closable="false"></farm-fixture-card>');
    element.closable = true;
    expect(element.hasAttribute('closable')).to.equal(false);
    await partShows(element, 'closable', 'true');
  });
});

describe('removing an attribute restores the default', () => {
  it('drops the prop and re-renders with the component default', async () => {
    const element = await cardFromMarkup(
      '<farm-fixture-card heading-text="Tractors" disabled no-close count="4" size="large"></farm-fixture-card>',
    );
    for (const name of ['heading-text', 'disabled', 'no-close', 'count', 'size']) element.removeAttribute(name);
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
    expect(element.getAttribute('no-close')).to.equal('');
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
    await waitFor(
      () => part(element, 'heading').textContent === 'untitled' && part(element, 'count').textContent === '1',
    );
  });
});
