import '../../i18n/catalogues/ui';
import type { ReactElement, ReactNode, Ref } from 'react';
import { Button } from '../button/button';
import { DialogFooter } from '../shared/dialog.styles';
import { useTranslation } from '../../i18n';

export interface ModalFooterProps {
  onOk?: () => void;
  onCancel?: () => void;
  okText?: ReactNode;
  cancelText?: ReactNode;
  okDanger?: boolean;
  confirmLoading?: boolean;
  okDisabled?: boolean;
  /** Confirmation dialogs that only inform (re-login) offer a single button. */
  showCancel?: boolean;
  okRef?: Ref<HTMLButtonElement>;
}

/** The standard 取消 / 确定 pair, OK on the right as in every back-office dialog. */
export function ModalFooter({
  onOk,
  onCancel,
  okText,
  cancelText,
  okDanger = false,
  confirmLoading = false,
  okDisabled = false,
  showCancel = true,
  okRef,
}: ModalFooterProps): ReactElement {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      {showCancel && <Button onClick={onCancel}>{cancelText ?? t('ui.cancel')}</Button>}
      <Button
        ref={okRef}
        type="primary"
        danger={okDanger}
        loading={confirmLoading}
        disabled={okDisabled}
        onClick={onOk}
      >
        {okText ?? t('ui.ok')}
      </Button>
    </DialogFooter>
  );
}
