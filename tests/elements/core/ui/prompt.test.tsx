import { useState, type ReactElement } from 'react';
import { PromptModal, type PromptModalProps } from '../../../../elements/core/ui';
import { expect, sendKeys, waitFor } from '../../harness';
import { byText, click, mount, unmountAll, type MountMode } from './mount';

afterEach(unmountAll);

function Page({ accepted, ...props }: Partial<PromptModalProps> & { accepted: string[] }): ReactElement {
  const [open, setOpen] = useState(true);
  return (
    <PromptModal
      title="重命名"
      label="新名称"
      {...props}
      open={open}
      onOk={async (value) => {
        await props.onOk?.(value);
        accepted.push(value);
        setOpen(false);
      }}
      onCancel={() => setOpen(false)}
    />
  );
}

const rules = [
  { required: true, message: '请输入名称' },
  { pattern: /^[a-z]+$/, message: '只能输入小写字母' },
];

for (const mode of ['shadow', 'light'] as MountMode[]) {
  describe(`PromptModal (${mode} DOM)`, () => {
    it('refuses OK while a rule fails, shows its message, then accepts a valid value', async () => {
      const accepted: string[] = [];
      const view = mount(<Page accepted={accepted} rules={rules} />, mode);
      const input = view.$<HTMLInputElement>('input');
      await waitFor(() => view.focused() === input, 3000, 'the field takes focus');
      await click(byText(view.root, '确定', 'button'));
      await waitFor(() => view.$$('[role="alert"]').length === 1, 3000, 'the required message');
      expect(view.$('[role="alert"]').textContent).to.equal('请输入名称');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      await sendKeys({ type: 'ABC' });
      expect(view.$$('[role="alert"]')).to.have.length(0);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => view.$$('[role="alert"]').length === 1, 3000, 'the pattern message');
      expect(view.$('[role="alert"]').textContent).to.equal('只能输入小写字母');
      expect(accepted).to.deep.equal([]);
      input.select();
      await sendKeys({ type: 'abc' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => accepted.length === 1, 3000, 'the accepted value');
      expect(accepted).to.deep.equal(['abc']);
    });

    it('keeps the modal open with the text typed when the caller rejects', async () => {
      const accepted: string[] = [];
      let refuse = true;
      const view = mount(
        <Page
          accepted={accepted}
          defaultValue="草稿"
          onOk={() => (refuse ? Promise.reject(new Error('保存失败')) : undefined)}
        />,
        mode,
      );
      const input = view.$<HTMLInputElement>('input');
      expect(input.value).to.equal('草稿');
      await click(byText(view.root, '确定', 'button'));
      await waitFor(
        () => !view.$$<HTMLButtonElement>('button').some((button) => button.hasAttribute('aria-busy')),
        3000,
        'OK stops loading',
      );
      expect(view.$<HTMLDialogElement>('dialog').open).to.equal(true);
      expect(view.$<HTMLInputElement>('input').value).to.equal('草稿');
      refuse = false;
      await click(byText(view.root, '确定', 'button'));
      await waitFor(() => accepted.length === 1, 3000, 'accepted after the retry');
      expect(accepted).to.deep.equal(['草稿']);
    });
  });
}
