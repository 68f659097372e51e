import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { expect, waitFor } from '../../harness';
import { hasPart, newPlace, part, partShows, removePlaces, rendered } from './fixtures/dom';
import { fixtureCardProbe, type FixtureRow } from './fixtures/fixture-card';
import './fixtures/fixture-card-element';

let hostRoot: Root | undefined;
afterEach(() => {
  hostRoot?.unmount();
  hostRoot = undefined;
  removePlaces();
});

describe('a React 19 host', () => {
  it('passes objects as properties and listens with onfarm-change', async () => {
    const rows: FixtureRow[] = [{ id: 3, name: 'sprayer' }];
    const received: CustomEvent[] = [];
    const place = newPlace();
    hostRoot = createRoot(place);
    flushSync(() => {
      hostRoot!.render(
        createElement('farm-fixture-card', {
          rows,
          count: 6,
          'onfarm-change': (event: CustomEvent) => received.push(event),
        }),
      );
    });
    const element = place.querySelector('farm-fixture-card')!;
    await rendered(element);

    expect(element.rows).to.equal(rows);
    expect(element.hasAttribute('rows')).to.equal(false);
    await waitFor(() => hasPart(element, 'rows') && part(element, 'rows').textContent === 'sprayer', 3000, 'the rows');
    await waitFor(() => fixtureCardProbe.lastRows === rows, 3000, 'the same rows object');
    await partShows(element, 'count', '6');

    part(element, 'click').click();
    await waitFor(() => received.length === 1, 3000, 'the farm-change handler');
    expect(received[0].detail).to.deep.equal({ value: 1, previousValue: 0 });
  });
});
