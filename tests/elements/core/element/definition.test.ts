import {
  createFarmElementClass,
  defineFarmElement,
  farmElementClass,
  isFarmTagName,
} from '../../../../elements/core/element';
import { expect, settle } from '../../harness';
import { expectSameNode, newPlace, part, partShows, removePlaces, rendered } from './fixtures/dom';
import { FixtureCard } from './fixtures/fixture-card';
import { FixtureCardElement } from './fixtures/fixture-card-element';
import { fixtureCardOptions } from './fixtures/fixture-card-options';

afterEach(removePlaces);

describe('tag names are farm-<name>', () => {
  it('accepts lower-case kebab-case names under the farm- prefix', () => {
    expect(isFarmTagName('farm-cron')).to.equal(true);
    expect(isFarmTagName('farm-depart-picker')).to.equal(true);
    expect(isFarmTagName('farm-h3')).to.equal(true);
  });

  it('refuses names without the prefix, upper case or empty parts', () => {
    for (const name of ['x-cron', 'farmcron', 'farm-', 'farm-Cron', 'farm--cron', 'farm-cron-', 'farm-3d']) {
      expect(isFarmTagName(name), name).to.equal(false);
    }
  });

  it('throws when asked to define an invalid tag name', () => {
    expect(() => defineFarmElement('farm-Bad' as 'farm-bad', FixtureCard, fixtureCardOptions)).to.throw(TypeError);
    expect(customElements.get('farm-Bad')).to.equal(undefined);
  });
});

describe('a second definition of the same tag', () => {
  it('warns on the console, does not throw and returns the class already registered', () => {
    const warnings: unknown[][] = [];
    const logs: unknown[][] = [];
    const { warn, log } = console;
    console.warn = (...args: unknown[]) => warnings.push(args);
    console.log = (...args: unknown[]) => logs.push(args);
    try {
      const again = defineFarmElement('farm-fixture-card', FixtureCard, fixtureCardOptions);
      expect(again).to.equal(FixtureCardElement);
    } finally {
      console.warn = warn;
      console.log = log;
    }
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('farm-fixture-card');
    expect(logs).to.have.length(0);
  });
});

describe('the class factory without registration', () => {
  it('registers nothing by itself and works under a name chosen by the user', async () => {
    const OtherCard = createFarmElementClass(FixtureCard, fixtureCardOptions);
    expect(customElements.getName(OtherCard)).to.equal(null);
    customElements.define('acme-crop-card', OtherCard);
    const element = document.createElement('acme-crop-card');
    element.setAttribute('heading-text', 'acme');
    newPlace().append(element);
    await partShows(element, 'heading', 'acme');
    expect(part(element, 'host').textContent).to.equal('acme-crop-card');
  });

  it('farmElementClass(), what the npm /class entries call in place of defineFarmElement(), leaves its tag undefined', async () => {
    const CardClass = farmElementClass('farm-unregistered-card', FixtureCard, fixtureCardOptions);
    expect(customElements.get('farm-unregistered-card')).to.equal(undefined);
    customElements.define('acme-field-card', CardClass);
    const element = newPlace().appendChild(document.createElement('acme-field-card'));
    element.setAttribute('heading-text', 'field');
    await partShows(element, 'heading', 'field');
    expect(() => farmElementClass('farm-Bad' as 'farm-bad', FixtureCard, fixtureCardOptions)).to.throw(TypeError);
  });
});

describe('shadow root', () => {
  it('is open and hands the component the shadow root as `container`', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    expect(element.shadowRoot).to.not.equal(null);
    expect(element.shadowRoot!.mode).to.equal('open');
    expect(part(element, 'host').textContent).to.equal('farm-fixture-card');
  });

  it('delegates focus: host.focus() focuses the first focusable node inside', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    expect(element.shadowRoot!.delegatesFocus).to.equal(true);
    element.focus();
    expectSameNode(document.activeElement, element, 'the focused element');
    expectSameNode(element.shadowRoot!.activeElement, part(element, 'click'), 'the focused node inside');
  });
});

describe('host display', () => {
  it('is a block by default and hidden with the hidden attribute', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    expect(getComputedStyle(element).display).to.equal('block');
    element.hidden = true;
    expect(getComputedStyle(element).display).to.equal('none');
  });
});

describe('inherited page styles do not reach inside', () => {
  it('keeps the widget font, colour, letter-spacing and line-height under a page `* { ... !important }`', async () => {
    const element = newPlace().appendChild(document.createElement('farm-fixture-card'));
    await rendered(element);
    const heading = part(element, 'heading');
    const before = getComputedStyle(heading);
    const expected = {
      fontFamily: before.fontFamily,
      fontSize: before.fontSize,
      color: before.color,
      letterSpacing: before.letterSpacing,
      lineHeight: before.lineHeight,
    };

    const pageStyle = document.createElement('style');
    pageStyle.textContent =
      '* { font: italic 20px serif !important; color: rgb(0, 0, 255) !important; letter-spacing: 3px !important; line-height: 40px !important; }';
    document.head.append(pageStyle);
    try {
      await settle();
      // The page rule does apply to ordinary page content...
      expect(getComputedStyle(document.body).fontSize).to.equal('20px');
      const after = getComputedStyle(heading);
      expect(after.fontFamily).to.equal(expected.fontFamily).and.not.equal('serif');
      expect(after.fontSize).to.equal(expected.fontSize).and.not.equal('20px');
      expect(after.fontStyle).to.equal('normal');
      expect(after.color).to.equal(expected.color).and.not.equal('rgb(0, 0, 255)');
      expect(after.letterSpacing).to.equal(expected.letterSpacing).and.not.equal('3px');
      expect(after.lineHeight).to.equal(expected.lineHeight).and.not.equal('40px');
    } finally {
      pageStyle.remove();
    }
  });
});
