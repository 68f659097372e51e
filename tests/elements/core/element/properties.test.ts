import { defineFarmElement } from '../../../../elements/core/element';
import { expect, waitFor } from '../../harness';
import { hasPart, newPlace, part, partShows, removePlaces, rendered } from './fixtures/dom';
import { FixtureCard, fixtureCardProbe, type FixtureRow } from './fixtures/fixture-card';
import './fixtures/fixture-card-element';
import { fixtureCardOptions } from './fixtures/fixture-card-options';

afterEach(removePlaces);

function rowTexts(element: Element): (string | null)[] {
  return hasPart(element, 'rows') ? [...part(element, 'rows').children].map((item) => item.textContent) : [];
}

describe('rich data is property-only', () => {
  it('hands the component the very same object, without serialising it to an attribute', async () => {
    const rows: FixtureRow[] = [
      { id: 1, name: 'tractor' },
      { id: 2, name: 'seeder' },
    ];
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    element.rows = rows;
    await waitFor(() => rowTexts(element).length === 2);
    await waitFor(() => fixtureCardProbe.lastRows === rows, 3000, 'the component to receive the rows');
    expect(element.rows).to.equal(rows);
    expect(element.hasAttribute('rows')).to.equal(false);
    expect(element.getAttributeNames()).to.deep.equal([]);
  });

  it('passes functions as they are; they are never looked up by name', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    element.rows = [{ id: 1, name: 'tractor' }];
    element.describeRow = (row) => `#${row.id} ${row.name}`;
    await waitFor(() => rowTexts(element)[0] === '#1 tractor');
  });

  it('re-renders when the property is replaced and restores the default when set to undefined', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    element.rows = [{ id: 1, name: 'tractor' }];
    await waitFor(() => rowTexts(element).length === 1);
    element.rows = undefined;
    await waitFor(() => hasPart(element, 'rows') && rowTexts(element).length === 0);
    expect(element.rows).to.equal(undefined);
  });
});

describe('rich data from static legacy markup', () => {
  it('reads a JSON attribute once present in the markup', async () => {
    const place = newPlace();
    place.innerHTML = `<farm-fixture-card rows='[{"id":1,"name":"tractor"},{"id":2,"name":"seeder"}]'></farm-fixture-card>`;
    const element = place.querySelector('farm-fixture-card')!;
    await waitFor(() => rowTexts(element).length === 2, 3000, 'rows from the attribute');
    expect(rowTexts(element)).to.deep.equal(['tractor', 'seeder']);
  });

  it('never writes the attribute back, and a property set afterwards wins', async () => {
    const place = newPlace();
    place.innerHTML = `<farm-fixture-card rows='[{"id":1,"name":"tractor"}]'></farm-fixture-card>`;
    const element = place.querySelector('farm-fixture-card')!;
    await waitFor(() => rowTexts(element).length === 1);
    const rows: FixtureRow[] = [{ id: 5, name: 'harrow' }];
    element.rows = rows;
    await waitFor(() => rowTexts(element)[0] === 'harrow');
    expect(element.getAttribute('rows')).to.equal('[{"id":1,"name":"tractor"}]');
  });

  it('treats text that is not JSON as absent', async () => {
    const place = newPlace();
    place.innerHTML = `<farm-fixture-card rows='[{"id":1,'></farm-fixture-card>`;
    const element = place.querySelector('farm-fixture-card')!;
    await rendered(element);
    expect(rowTexts(element)).to.deep.equal([]);
    expect(element.rows).to.equal(undefined);
  });
});

describe('a property set before the tag is defined', () => {
  it('is picked up when the element upgrades', async () => {
    const rows: FixtureRow[] = [{ id: 7, name: 'baler' }];
    const element = document.createElement('farm-fixture-late') as HTMLElement & {
      rows?: FixtureRow[];
      count?: number;
    };
    element.rows = rows;
    element.count = 3;
    newPlace().append(element);
    expect(customElements.get('farm-fixture-late')).to.equal(undefined);

    defineFarmElement('farm-fixture-late', FixtureCard, fixtureCardOptions);
    await rendered(element);
    await partShows(element, 'count', '3');
    expect(rowTexts(element)).to.deep.equal(['baler']);
    await waitFor(() => fixtureCardProbe.lastRows === rows, 3000, 'the component to receive the rows');
    // The accessors took over: no own data property hides them any longer.
    expect(Object.hasOwn(element, 'rows')).to.equal(false);
    expect(Object.hasOwn(element, 'count')).to.equal(false);
    expect(element.getAttribute('count')).to.equal('3');
    element.count = 5;
    await partShows(element, 'count', '5');
  });
});
