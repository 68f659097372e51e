import '../../i18n/catalogues/ui';
import styled from '@emotion/styled';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../../i18n';
import { Modal } from '../modal/modal';
import { ModalFooter } from '../modal/modal-footer';
import { WarningIcon } from '../shared/icons';
import { color } from '../shared/tokens';
import type { PendingConfirm } from './use-confirm-queue';

const Content = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  & > svg {
    flex: none;
    margin-top: 3px;
    font-size: 20px;
    color: ${color.warning};
  }
`;

/** One confirmation as a small Modal: answered once, then closed. */
export function ConfirmDialog({ request }: { request: PendingConfirm }): ReactElement {
  const { t } = useTranslation();
  const { options, answer } = request;
  const okRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  const [result, setResult] = useState(false);
  const keyboard = options.keyboard ?? true;

  const finish = (ok: boolean) => {
    setResult(ok);
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={options.title ?? t('ui.confirm.title')}
      width={options.width ?? 416}
      closable={false}
      keyboard={keyboard}
      onCancel={() => finish(false)}
      initialFocus={okRef}
      afterClose={() => answer(result)}
      footer={
        <ModalFooter
          okRef={okRef}
          okText={options.okText}
          cancelText={options.cancelText}
          okDanger={options.danger}
          showCancel={options.showCancel ?? true}
          onOk={() => finish(true)}
          onCancel={() => finish(false)}
        />
      }
    >
      <Content>
        <WarningIcon />
        <div>{options.content}</div>
      </Content>
    </Modal>
  );
}
