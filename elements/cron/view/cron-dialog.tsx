import type { ReactElement, ReactNode } from 'react';
import { Modal } from '../../core/ui';
import { CRON_MODAL_WIDTH } from './cron-props';

export interface CronDialogProps {
  open: boolean;
  title: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The 608 px dialog the modal variant opens; a module of its own, fetched when first wanted. */
export function CronDialog({ children, ...props }: CronDialogProps): ReactElement {
  return (
    <Modal {...props} width={CRON_MODAL_WIDTH} destroyOnClose>
      {children}
    </Modal>
  );
}
