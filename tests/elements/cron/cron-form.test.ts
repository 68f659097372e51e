import { expect, sendKeys, settle, waitFor } from '../harness';
import {
  activePanel,
  choice,
  click,
  expressionBox,
  place,
  recordEvents,
  removePlaces,
  expectSameNode,
} from './cron-dom';

afterEach(removePlaces);

const submitted = (form: HTMLFormElement) => new FormData(form).get('schedule');

async function inForm(attributes: string, around = (cron: string) => cron) {
  const { root, cron } = await place(`<form>${around(`<farm-cron name="schedule" ${attributes}></farm-cron>`)}</form>`);
  return { form: root.querySelector('form')!, cron };
}

describe('<farm-cron> in a form: the value', () => {
  it('is a form control whose expression is submitted under its name', async () => {
    const { form, cron } = await inForm('value="0 0 12 * * ?"');
    expectSameNode(cron.form, form, 'the form of the field');
    await waitFor(() => submitted(form) === '0 0 12 * * ?', 3000, 'the value in FormData');
  });

  it('follows what the user chooses and types', async () => {
    const { form, cron } = await inForm('mode="inline" value="0 0 12 * * ?"');
    await click(choice(activePanel(cron.shadowRoot!), '每秒'));
    await waitFor(() => submitted(form) === '* 0 12 * * ?', 3000, 'the chosen value');
    expressionBox(cron).select();
    await sendKeys({ type: '0 15 10 ? * 2-6' });
    await waitFor(() => submitted(form) === '0 15 10 ? * 2-6', 3000, 'the typed value');
  });

  it('is left out while empty', async () => {
    const { form } = await inForm('');
    await settle();
    expect(new FormData(form).has('schedule')).to.equal(false);
  });

  it('a submit sends it; an invalid one keeps the form from submitting', async () => {
    const { form, cron } = await inForm('value="0 0 12 * * ?"');
    const sent: (string | null)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(new FormData(form).get('schedule') as string | null);
    });
    await waitFor(() => cron.validity!.valid, 3000, 'valid');
    form.requestSubmit();
    expect(sent).to.deep.equal(['0 0 12 * * ?']);

    cron.value = '0 0 25 * * ?';
    await waitFor(() => !cron.validity!.valid, 3000, 'invalid');
    form.requestSubmit();
    expect(sent).to.deep.equal(['0 0 12 * * ?']);
  });
});

describe('<farm-cron> in a form: validity', () => {
  it('required and empty is "value missing" with a message', async () => {
    const { form, cron } = await inForm('required');
    await waitFor(() => cron.validity!.valueMissing, 3000, 'value missing');
    expect(cron.validationMessage).to.equal('请输入cron表达式');
    expect(form.checkValidity()).to.equal(false);
  });

  it('required is met once the user chooses an expression', async () => {
    const { cron } = await inForm('required mode="inline"');
    await waitFor(() => cron.validity!.valueMissing);
    await click(choice(activePanel(cron.shadowRoot!), '指定'));
    await waitFor(() => cron.validity!.valid, 3000, 'valid');
    expect(expressionBox(cron).value).to.equal('0 * * * * ? *');
  });

  it('an expression Quartz refuses is a custom error carrying the reason', async () => {
    const { form, cron } = await inForm('value="0 0 12 32 * ?"');
    await waitFor(() => cron.validity!.customError, 3000, 'custom error');
    expect(cron.validationMessage).to.equal('“日”字段：“32”超出范围 1-31');
    expect(form.checkValidity()).to.equal(false);
    expect(submitted(form), 'still submitted as typed').to.equal('0 0 12 32 * ?');

    cron.value = '0 0 12 31 * ?';
    await waitFor(() => cron.validity!.valid, 3000, 'valid again');
  });

  it('the message follows the locale', async () => {
    const { cron } = await inForm('value="0 0 12 ? * ?" locale="en"');
    await waitFor(() => cron.validity!.customError);
    expect(cron.validationMessage).to.equal('Day and week cannot both be "?"');
  });
});

describe('<farm-cron> and form.reset()', () => {
  it('restores the value attribute after the user changed it, without an event', async () => {
    const { form, cron } = await inForm('mode="inline" value="0 0 12 * * ?"');
    await click(choice(activePanel(cron.shadowRoot!), '每秒'));
    await waitFor(() => submitted(form) === '* 0 12 * * ?');
    const events = recordEvents(cron);
    form.reset();
    await waitFor(() => expressionBox(cron).value === '0 0 12 * * ?', 3000, 'the initial value');
    expect(submitted(form)).to.equal('0 0 12 * * ?');
    expect(choice(activePanel(cron.shadowRoot!), '指定').checked).to.equal(true);
    expect(events).to.deep.equal([]);
  });
});

describe('<farm-cron> in a disabled fieldset', () => {
  it('is disabled and left out of the form until the fieldset is enabled', async () => {
    const { form, cron } = await inForm('value="0 0 12 * * ?"', (inner) => `<fieldset>${inner}</fieldset>`);
    await waitFor(() => submitted(form) === '0 0 12 * * ?');
    const fieldset = form.querySelector('fieldset')!;
    fieldset.disabled = true;
    await waitFor(() => expressionBox(cron).disabled, 3000, 'disabled by the fieldset');
    expect(new FormData(form).has('schedule')).to.equal(false);
    fieldset.disabled = false;
    await waitFor(() => !expressionBox(cron).disabled, 3000, 'enabled again');
    expect(submitted(form)).to.equal('0 0 12 * * ?');
  });
});
