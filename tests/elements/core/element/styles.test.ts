import { createFarmElementClass } from '../../../../elements/core/element';
import { expect, settle, waitFor } from '../../harness';
import { expectSameNode, newPlace, part, partShows, removePlaces, rendered } from './fixtures/dom';
import { FixtureCard, fixtureCardProbe } from './fixtures/fixture-card';
import './fixtures/fixture-card-element';
import { fixtureBadgeCss, fixtureCardOptions } from './fixtures/fixture-card-options';

afterEach(removePlaces);

const STYLED_RED = 'rgb(200, 0, 0)';
const buttonColour = (element: Element) => getComputedStyle(part(element, 'click')).color;
const emotionTagsIn = (root: Document | ShadowRoot) => root.querySelectorAll('style[data-emotion]').length;

describe('Emotion styles live inside each shadow root', () => {
  it('styles the component and leaks nothing to the document', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    await waitFor(() => buttonColour(element) === STYLED_RED, 3000, 'the Emotion style');
    expect(emotionTagsIn(document)).to.equal(0);
    expect(emotionTagsIn(element.shadowRoot!)).to.be.greaterThan(0);
  });

  it('keeps its style tags in a node inside the shadow root, not in the root itself', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    const styleTag = element.shadowRoot!.querySelector('style[data-emotion]')!;
    expect(styleTag.parentNode === element.shadowRoot, 'style tags directly in the shadow root').to.equal(false);
    expectSameNode(styleTag.parentNode!.parentNode, element.shadowRoot, 'the shadow root holding the style container');
  });

  it('uses a cache keyed by the tag and writes rules as text (not speedy)', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    expect(part(element, 'click').className).to.match(/^farm-fixture-card-/);
    const styleTags = [...element.shadowRoot!.querySelectorAll('style[data-emotion]')];
    expect(styleTags.map((tag) => tag.getAttribute('data-emotion'))).to.include('farm-fixture-card');
    // Rules inserted with insertRule (speedy) would leave the tags' text empty.
    expect(styleTags.map((tag) => tag.textContent).join('')).to.contain(STYLED_RED);
  });

  it('styles two instances each', async () => {
    const place = newPlace();
    const first = place.appendChild(document.createElement('farm-fixture-card'));
    const second = place.appendChild(document.createElement('farm-fixture-card'));
    await rendered(first);
    await rendered(second);
    await waitFor(() => buttonColour(first) === STYLED_RED && buttonColour(second) === STYLED_RED, 3000, 'both styled');
  });
});

describe('a moved or remounted element stays styled', () => {
  it('stays styled after a move', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    await waitFor(() => buttonColour(element) === STYLED_RED);
    newPlace().appendChild(element);
    await settle();
    expect(buttonColour(element)).to.equal(STYLED_RED);
  });

  it('does not duplicate style tags when removed and inserted again', async () => {
    const place = newPlace();
    const element = place.appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    await waitFor(() => buttonColour(element) === STYLED_RED);
    const tagsAtFirstMount = emotionTagsIn(element.shadowRoot!);
    const unmountsBefore = fixtureCardProbe.unmounts;

    element.remove();
    await waitFor(() => fixtureCardProbe.unmounts === unmountsBefore + 1, 3000, 'the unmount');
    place.append(element);
    await partShows(element, 'click', '0');
    await waitFor(() => buttonColour(element) === STYLED_RED, 3000, 'styled after the remount');
    expect(emotionTagsIn(element.shadowRoot!)).to.equal(tagsAtFirstMount);
    expect(emotionTagsIn(document)).to.equal(0);
  });
});

describe('static CSS in shared constructable stylesheets', () => {
  it('applies the element styles and the host defaults inside', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    expect(getComputedStyle(part(element, 'badge')).borderTopWidth).to.equal('3px');
  });

  it('adopts one sheet per CSS text, shared by every root and every element class', async () => {
    customElements.define(
      'acme-shared-card',
      createFarmElementClass(FixtureCard, { ...fixtureCardOptions, styles: [fixtureBadgeCss] }),
    );
    const place = newPlace();
    const first = place.appendChild(document.createElement('farm-fixture-card'));
    const second = place.appendChild(document.createElement('farm-fixture-card'));
    const other = place.appendChild(document.createElement('acme-shared-card'));
    await rendered(other);
    const sheets = [first, second, other].map((element) => element.shadowRoot!.adoptedStyleSheets);
    expect(sheets[0]).to.have.length(2);
    expect(sheets[1][0]).to.equal(sheets[0][0]);
    expect(sheets[1][1]).to.equal(sheets[0][1]);
    expect(sheets[2][0]).to.equal(sheets[0][0]);
    expect(sheets[2][1]).to.equal(sheets[0][1]);
    expect(document.adoptedStyleSheets).to.have.length(0);
  });
});
