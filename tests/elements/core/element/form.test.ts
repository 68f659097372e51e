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

describe('form.reset()', () => {
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
    const { form, field } = await fieldInForm('<fieldset><farm-fixture-field name="crop" value="wheat"></farm-fixture-field></fieldset>');
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
    const { form, field } = await fieldInForm('<farm-fixture-field name="crop" value="wheat" disabled></farm-fixture-field>');
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
