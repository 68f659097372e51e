import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Input, Modal } from '../../core/ui';

export interface SaveNameModalProps {
  open: boolean;
  /** The name typed, on 确定 or Enter; the parent closes the modal once the name is accepted. */
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** Asks for the name to save the query under; the name typed stays while the modal is open. */
export function SaveNameModal({ open, onSubmit, onCancel }: SaveNameModalProps): ReactElement {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setName('');
  }
  return (
    <Modal open={open} title={t('query.saveName')} width={400} initialFocus={input} onOk={() => onSubmit(name)} onCancel={onCancel} destroyOnClose>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(name);
        }}
      >
        <Input ref={input} aria-label={t('query.saveNameLabel')} value={name} onChange={(event) => setName(event.target.value)} />
      </form>
    </Modal>
  );
}
