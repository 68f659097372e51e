// The value model every form element shares (design/ARCHITECTURE.md, "Form association"), held
// to each element by one suite: as for <input>, the `value` attribute is the default and the
// `value` property the current value, the user's edits included. Each element brings an adapter
// that makes a real edit in its shadow DOM (typing, clicking a choice) and says what it shows.
import { expect, waitFor } from '../harness';

type Element_ = HTMLElement & { value: unknown; defaultValue: string; validity: ValidityState };

export interface ValueAdapter {
  tag: string;
  /** Which way of the element this adapter drives, when there are several (`inline`). */
  variant?: string;
  /** Further attributes the element needs to work (a dictionary code, a list url). */
  attributes?: string;
  /** The value attribute of the markup: the default. */
  defaultText: string;
  /** What `.value` reads for `defaultText`. */
  defaultValue: unknown;
  /** A value a script assigns to `.value`, unlike the default. */
  scriptValue: unknown;
  /** `scriptValue` as attribute text; default `String(scriptValue)`. */
  scriptText?: string;
  /** The value attribute of the markup the user edits (null: none); default `defaultText`. */
  editFromText?: string | null;
  /** What `.value` reads for `editFromText`; default `defaultValue`. */
  editFromValue?: unknown;
  /** What `.value` reads with no value at all; default ''. */
  emptyValue?: unknown;
  /** Answers the element's server calls; undone by `tearDown`. */
  setUp?(): void;
  tearDown?(): void;
  /** Properties it needs before it draws (the query's fields, the business picker's columns). */
  prepare?(element: HTMLElement): void;
  /** Whether it has drawn. */
  ready(element: HTMLElement): boolean;
  /** Whether it shows `value`: its component was handed that value. */
  shows(element: HTMLElement, value: unknown): boolean;
  /** A real user edit in the shadow DOM, through the mouse or the keyboard. */
  edit(element: HTMLElement): Promise<void>;
  /** The event a user's change fires; default farm-change. */
  changeEvent?: string;
  /** The value its detail carries; default `detail.value`. */
  valueOfDetail?(detail: unknown): unknown;
  /** What the form submits for it, read as a value; default `FormData.get(name)`, '' when left out. */
  submitted?(form: HTMLFormElement): unknown;
  /** Whether it takes `required`; default true. */
  takesRequired?: boolean;
  /** Whether its own controls are disabled. */
  isDisabled(element: HTMLElement): boolean;
}

const NAME = 'field';
const places: HTMLElement[] = [];

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

async function place(adapter: ValueAdapter, valueText: string | null, extra = '', around = (markup: string) => markup) {
  const root = document.createElement('div');
  const value = valueText === null ? '' : ` value="${escapeAttribute(valueText)}"`;
  root.innerHTML = `<form>${around(`<${adapter.tag} name="${NAME}" ${adapter.attributes ?? ''}${value} ${extra}></${adapter.tag}>`)}</form>`;
  const element = root.querySelector(adapter.tag) as Element_;
  adapter.prepare?.(element);
  document.body.append(root);
  places.push(root);
  await waitFor(() => adapter.ready(element), 5000, `<${adapter.tag}> drawn`);
  return { form: root.querySelector('form')!, element };
}

/** Registers the value-model suite for the element `adapter` drives. */
export function describeValueContract(adapter: ValueAdapter): void {
  const submitted = (form: HTMLFormElement) =>
    adapter.submitted ? adapter.submitted(form) : (new FormData(form).get(NAME) ?? '');
  const valueOfDetail = (detail: unknown) =>
    adapter.valueOfDetail ? adapter.valueOfDetail(detail) : (detail as { value: unknown }).value;
  const editFromText = adapter.editFromText === undefined ? adapter.defaultText : adapter.editFromText;
  const editFromValue = adapter.editFromValue === undefined ? adapter.defaultValue : adapter.editFromValue;
  const emptyValue = adapter.emptyValue === undefined ? '' : adapter.emptyValue;
  const emptySubmission = adapter.submitted ? adapter.submitted(document.createElement('form')) : '';
  const scriptText = adapter.scriptText ?? String(adapter.scriptValue);

  /** Makes a user edit and waits for the change it fires; returns what its listener read. */
  async function editAndHear(form: HTMLFormElement, element: Element_) {
    const heard: { detail: unknown; value: unknown; submitted: unknown }[] = [];
    element.addEventListener(adapter.changeEvent ?? 'farm-change', (event) => {
      heard.push({
        detail: valueOfDetail((event as CustomEvent).detail),
        value: element.value,
        submitted: submitted(form),
      });
    });
    await adapter.edit(element);
    await waitFor(() => heard.length > 0, 5000, 'the change the edit fires');
    return heard[heard.length - 1];
  }

  describe(`<${adapter.tag}>${adapter.variant ? ` (${adapter.variant})` : ''} keeps the value model of <input>`, () => {
    beforeEach(() => adapter.setUp?.());
    afterEach(() => {
      for (const root of places.splice(0)) root.remove();
      adapter.tearDown?.();
    });

    it('after a user edit, .value, the form and the change event say the same value', async () => {
      const { form, element } = await place(adapter, editFromText);
      await waitFor(() => adapter.shows(element, editFromValue), 5000, 'the value shown before the edit');
      const last = await editAndHear(form, element);
      expect(last.detail, 'the edit changes the value').to.not.deep.equal(editFromValue);
      expect(last.value, '.value, read in the listener').to.deep.equal(last.detail);
      expect(last.submitted, 'the form, read in the listener').to.deep.equal(last.detail);
      expect(element.value, '.value afterwards').to.deep.equal(last.detail);
      expect(submitted(form), 'the form afterwards').to.deep.equal(last.detail);
      expect(element.getAttribute('value'), 'the attribute is still the default').to.equal(editFromText);
    });

    it('a value set by a script leaves the attribute, goes to the form at once and is shown', async () => {
      const { form, element } = await place(adapter, adapter.defaultText);
      await waitFor(() => adapter.shows(element, adapter.defaultValue), 5000, 'the default shown');
      element.value = adapter.scriptValue;
      expect(element.getAttribute('value')).to.equal(adapter.defaultText);
      expect(element.value).to.deep.equal(adapter.scriptValue);
      expect(submitted(form)).to.deep.equal(adapter.scriptValue);
      await waitFor(() => adapter.shows(element, adapter.scriptValue), 5000, 'the value set shown');
    });

    it("form.reset() restores the value attribute's value, not what a script set", async () => {
      const { form, element } = await place(adapter, adapter.defaultText);
      element.value = adapter.scriptValue;
      await waitFor(() => adapter.shows(element, adapter.scriptValue), 5000, 'the value set shown');
      form.reset();
      expect(element.value).to.deep.equal(adapter.defaultValue);
      expect(submitted(form)).to.deep.equal(adapter.defaultValue);
      await waitFor(() => adapter.shows(element, adapter.defaultValue), 5000, 'the default shown again');
    });

    it("form.reset() restores the value attribute's value after a user edit", async () => {
      const { form, element } = await place(adapter, editFromText);
      await waitFor(() => adapter.shows(element, editFromValue), 5000, 'the value shown before the edit');
      await editAndHear(form, element);
      form.reset();
      expect(element.value).to.deep.equal(editFromValue);
      expect(submitted(form)).to.deep.equal(editFromText === null ? emptySubmission : editFromValue);
      await waitFor(() => adapter.shows(element, editFromValue), 5000, 'the value shown again');
    });

    it('defaultValue is the value attribute, which the value follows until it is dirty', async () => {
      const { element } = await place(adapter, adapter.defaultText);
      expect(element.defaultValue).to.equal(adapter.defaultText);
      element.defaultValue = scriptText;
      expect(element.getAttribute('value')).to.equal(scriptText);
      expect(element.value, 'clean: follows the attribute').to.deep.equal(adapter.scriptValue);
      element.value = adapter.defaultValue;
      element.removeAttribute('value');
      expect(element.defaultValue).to.equal('');
      expect(element.value, 'dirty: keeps its own').to.deep.equal(adapter.defaultValue);
    });

    it('has no value without a value attribute', async () => {
      const { form, element } = await place(adapter, null);
      expect(element.value).to.deep.equal(emptyValue);
      expect(submitted(form)).to.deep.equal(emptySubmission);
    });

    if (adapter.takesRequired !== false) {
      it('required: an empty value is missing, and a value makes it valid', async () => {
        const { form, element } = await place(adapter, null, 'required');
        await waitFor(() => element.validity.valueMissing, 5000, 'value missing');
        expect(form.checkValidity()).to.equal(false);
        element.value = adapter.defaultValue;
        await waitFor(() => element.validity.valid, 5000, 'valid with a value');
      });
    }

    it('a disabled fieldset disables it and keeps it out of the form until enabled again', async () => {
      const { form, element } = await place(
        adapter,
        adapter.defaultText,
        '',
        (markup) => `<fieldset>${markup}</fieldset>`,
      );
      const fieldset = form.querySelector('fieldset')!;
      await waitFor(() => adapter.shows(element, adapter.defaultValue), 5000, 'the default shown');
      fieldset.disabled = true;
      await waitFor(() => adapter.isDisabled(element), 5000, 'disabled');
      expect(submitted(form)).to.deep.equal(emptySubmission);
      fieldset.disabled = false;
      await waitFor(() => !adapter.isDisabled(element), 5000, 'enabled again');
      expect(submitted(form)).to.deep.equal(adapter.defaultValue);
    });
  });
}
