import '../../core/i18n/catalogues/query';
import type { ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { PromptModal } from '../../core/ui';

export interface SaveNameModalProps {
  open: boolean;
  /** The name typed, on 确定 or Enter; the parent closes the modal once the name is accepted. */
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** Asks for the name to save the query under; the name typed stays while the modal is open. */
export function SaveNameModal({ open, onSubmit, onCancel }: SaveNameModalProps): ReactElement {
  const { t } = useTranslation();
  return (
    <PromptModal
      open={open}
      title={t('query.saveName')}
      label={t('query.saveNameLabel')}
      onOk={onSubmit}
      onCancel={onCancel}
    />
  );
}
