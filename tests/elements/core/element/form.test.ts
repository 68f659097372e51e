import { expect, waitFor } from '../../harness';
import { expectSameNode, newPlace, part, partShows, removePlaces, rendered } from './fixtures/dom';
import { FIXTURE_MISSING_MESSAGE } from './fixtures/fixture-field';
import { FixtureFieldElement } from './fixtures/fixture-field-element';

afterEach(removePlaces);

async function fieldInForm(markup: string): Promise<{ form: HTMLFormElement; field: FixtureFieldElement }> {
  const form = newPlace().appendChild(document.createElement('form'));
  form.innerHTML = markup;
  const field = form.querySelector('farm-fixture-field')!;
  await rendered(field);
  return { form, field };
}

const submitted = (form: HTMLFormElement, name: string) => new FormData(form).get(name);

describe('a form-associated element', () => {
  it('declares itself to the browser as a form control', async () => {
    expect(FixtureFieldElement.formAssociated).to.equal(true);
    const { form, field } = await fieldInForm('<farm-fixture-field name="crop"></farm-fixture-field>');
    expectSameNode(field.form, form, 'the form of the field');
    expect(field.willValidate).to.equal(true);
  });
});

describe('the form value', () => {
  it('is submitted under the element name attribute', async () => {
    const { form } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    await waitFor(() => submitted(form, 'crop') === 'wheat', 3000, 'the initial value in FormData');
  });

  it('follows the value the user chooses', async () => {
    const { form, field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    // The given value reaches the React state in a render of its own; choose after it has.
    await partShows(field, 'current', 'wheat');
    part(field, 'choose').click();
    await partShows(field, 'current', 'corn');
    await waitFor(() => submitted(form, 'crop') === 'corn', 3000, 'the chosen value in FormData');
  });

  it('is left out of the form while empty', async () => {
    const { form } = await fieldInForm('<farm-fixture-field name="crop"></farm-fixture-field>');
    expect(new FormData(form).has('crop')).to.equal(false);
  });
});

describe('the value property is the current value, as <input>', () => {
  it('follows the user: the farm-change listener reads the same value from .value, the detail and the form', async () => {
    const { form, field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    await partShows(field, 'current', 'wheat');
    expect(field.value).to.equal('wheat');
    const seen: unknown[][] = [];
    field.addEventListener('farm-change', (event) =>
      seen.push([event.detail.value, field.value, submitted(form, 'crop')]),
    );
    part(field, 'choose').click();
    expect(seen).to.deep.equal([['corn', 'corn', 'corn']]);
    expect(field.getAttribute('value'), 'the attribute stays the default').to.equal('wheat');
  });

  it('set by a script, leaves the attribute, reaches the component and the form at once', async () => {
    const { form, field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    field.value = 'barley';
    expect(field.getAttribute('value')).to.equal('wheat');
    expect(field.value).to.equal('barley');
    expect(submitted(form, 'crop')).to.equal('barley');
    await partShows(field, 'current', 'barley');
  });

  it('follows the value attribute until it is dirty, then keeps its own', async () => {
    const { field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    field.setAttribute('value', 'oats');
    expect(field.value).to.equal('oats');
    await partShows(field, 'current', 'oats');

    field.value = 'barley';
    field.setAttribute('value', 'rye');
    expect(field.value).to.equal('barley');
    expect(field.defaultValue).to.equal('rye');
  });

  it('a user edit makes it dirty too', async () => {
    const { field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    await partShows(field, 'current', 'wheat');
    part(field, 'choose').click();
    field.setAttribute('value', 'rye');
    expect(field.value).to.equal('corn');
  });

  it('is empty text without a value attribute', async () => {
    const { field } = await fieldInForm('<farm-fixture-field name="crop"></farm-fixture-field>');
    expect(field.value).to.equal('');
    expect(field.defaultValue).to.equal('');
  });

  it('set before the tag is defined, counts as a script assignment', async () => {
    const place = newPlace();
    const early = document.createElement('farm-fixture-late-field') as HTMLElement & { value?: string };
    early.setAttribute('value', 'wheat');
    early.value = 'millet';
    place.append(early);
    const { createFarmElementClass } = await import('../../../../elements/core/element');
    const { FixtureField } = await import('./fixtures/fixture-field');
    customElements.define(
      'farm-fixture-late-field',
      createFarmElementClass(FixtureField, {
        attributes: { value: 'string' },
        events: { onValueChange: 'farm-change' },
        formAssociated: { value: { prop: 'value', changeEvent: 'onValueChange' } },
      }),
    );
    expect(early.value).to.equal('millet');
    expect(early.getAttribute('value')).to.equal('wheat');
    await partShows(early, 'current', 'millet');
  });
});

describe('defaultValue', () => {
  it('reflects the value attribute both ways', async () => {
    const { field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    expect(field.defaultValue).to.equal('wheat');
    field.defaultValue = 'oats';
    expect(field.getAttribute('value')).to.equal('oats');
    expect(field.value, 'not dirty: the current value follows').to.equal('oats');
  });
});

describe('the form state restore (back/forward, autofill)', () => {
  it('brings back the value the browser kept', async () => {
    const { form, field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    await partShows(field, 'current', 'wheat');
    // The browser hands back the state the element gave setFormValue() (the value as JSON) through
    // this callback; a history navigation cannot be driven from a test, so the test calls it.
    const restorable = field as unknown as { formStateRestoreCallback(state: unknown, reason: string): void };
    const kept = JSON.stringify({ value: 'barley' });
    restorable.formStateRestoreCallback(kept, 'restore');
    expect(field.value).to.equal('barley');
    expect(submitted(form, 'crop')).to.equal('barley');
    await partShows(field, 'current', 'barley');
    restorable.formStateRestoreCallback('not json', 'restore');
    expect(field.value, 'a state it cannot read is ignored').to.equal('barley');
  });
});

describe('form.reset()', () => {
  it('restores the value attribute, not a value a script set, and clears the dirty flag', async () => {
    const { form, field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    field.value = 'barley';
    form.reset();
    expect(field.value).to.equal('wheat');
    expect(submitted(form, 'crop')).to.equal('wheat');
    await partShows(field, 'current', 'wheat');
    field.setAttribute('value', 'rye');
    expect(field.value, 'clean again: follows the attribute').to.equal('rye');
  });

  it('reaches the React state and restores the initial value', async () => {
    const { form, field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat"></farm-fixture-field>');
    await partShows(field, 'current', 'wheat');
    part(field, 'choose').click();
    await waitFor(() => submitted(form, 'crop') === 'corn');

    form.reset();
    await partShows(field, 'current', 'wheat');
    await waitFor(() => submitted(form, 'crop') === 'wheat', 3000, 'the reset value in FormData');
  });
});

describe('a disabled fieldset', () => {
  it('disables the component and keeps the value out of the form until re-enabled', async () => {
    const { form, field } = await fieldInForm(
      '<fieldset><farm-fixture-field name="crop" value="wheat"></farm-fixture-field></fieldset>',
    );
    const fieldset = form.querySelector('fieldset')!;
    await waitFor(() => submitted(form, 'crop') === 'wheat');

    fieldset.disabled = true;
    await waitFor(() => (part(field, 'choose') as HTMLButtonElement).disabled, 3000, 'the disabled prop');
    expect(new FormData(form).has('crop')).to.equal(false);

    fieldset.disabled = false;
    await waitFor(() => !(part(field, 'choose') as HTMLButtonElement).disabled, 3000, 'enabled again');
    expect(submitted(form, 'crop')).to.equal('wheat');
  });

  it('is matched by the element own disabled attribute, which works like a native control', async () => {
    const { form, field } = await fieldInForm(
      '<farm-fixture-field name="crop" value="wheat" disabled></farm-fixture-field>',
    );
    expect((part(field, 'choose') as HTMLButtonElement).disabled).to.equal(true);
    expect(new FormData(form).has('crop')).to.equal(false);

    field.disabled = false;
    expect(field.hasAttribute('disabled')).to.equal(false);
    await waitFor(() => !(part(field, 'choose') as HTMLButtonElement).disabled, 3000, 'enabled by the property');
    await waitFor(() => submitted(form, 'crop') === 'wheat');
  });
});

describe('validity', () => {
  it('is reported by the component and blocks the form while invalid', async () => {
    const { form, field } = await fieldInForm('<farm-fixture-field name="crop" required></farm-fixture-field>');
    await waitFor(() => field.validity!.valueMissing, 3000, 'value missing');
    expect(field.checkValidity!()).to.equal(false);
    expect(form.checkValidity()).to.equal(false);
    expect(field.validationMessage).to.equal(FIXTURE_MISSING_MESSAGE);

    part(field, 'choose').click();
    await waitFor(() => field.validity!.valid, 3000, 'valid after choosing');
    expect(form.checkValidity()).to.equal(true);
  });
});
