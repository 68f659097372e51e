import '../../core/i18n/catalogues/editors';
import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { useTranslation } from '../../core/i18n';
import { Input, Modal, Tabs } from '../../core/ui';
import { uploadEditorImage } from '../../rich-text';
import { isImageAddress } from '../model/markdown-image';
import { Failure, Field } from './markdown.styles';

type Source = 'local' | 'network';

function abortUpload(upload: RefObject<AbortController | null>): void {
  upload.current?.abort();
  upload.current = null;
}

export interface ImageInsertModalProps {
  open: boolean;
  /** The upload address of local files (default the common upload call). */
  uploadUrl?: string;
  onInsert: (image: { url: string; remark: string }) => void;
  onCancel: () => void;
}

/**
 * Image insertion: a local file (uploaded first) or a network address, each with a remark that
 * becomes the alt text. A failed upload keeps the modal open with everything chosen and typed;
 * closing the modal (取消, Escape, the editor gone) aborts an upload under way, so nothing is inserted.
 */
export function ImageInsertModal({ open, uploadUrl, onInsert, onCancel }: ImageInsertModalProps): ReactElement {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('local');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [remark, setRemark] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  useEffect(() => (open ? () => abortUpload(upload) : undefined), [open]);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setFile(null);
      setUrl('');
      setRemark('');
      setFailure(undefined);
    }
  }

  const submitLocal = async () => {
    if (!file) return setFailure(t('editors.markdown.fileRequired'));
    if (!file.type.includes('image')) return setFailure(t('editors.markdown.notImage'));
    const controller = new AbortController();
    upload.current = controller;
    setBusy(true);
    try {
      const address = await uploadEditorImage(file, uploadUrl, controller.signal);
      if (!controller.signal.aborted) onInsert({ url: address, remark });
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailure(t('editors.uploadFailed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      if (upload.current === controller) upload.current = null;
      setBusy(false);
    }
  };
  const submitNetwork = () => {
    if (!url.trim()) return setFailure(t('editors.markdown.urlRequired'));
    if (!isImageAddress(url)) return setFailure(t('editors.markdown.urlInvalid'));
    onInsert({ url: url.trim(), remark });
  };
  const submit = () => {
    if (busy) return;
    setFailure(undefined);
    if (source === 'local') void submitLocal();
    else submitNetwork();
  };

  const remarkField = (
    <Field>
      <span>{t('editors.markdown.remark')}</span>
      <Input value={remark} onChange={(event) => setRemark(event.target.value)} />
    </Field>
  );
  return (
    <Modal
      open={open}
      title={t('editors.markdown.imageTitle')}
      width={480}
      confirmLoading={busy}
      onOk={submit}
      onCancel={() => {
        abortUpload(upload);
        onCancel();
      }}
      destroyOnClose
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Tabs
          activeKey={source}
          onChange={(key) => {
            setSource(key === 'network' ? 'network' : 'local');
            setFailure(undefined);
          }}
          items={[
            {
              key: 'local',
              label: t('editors.markdown.local'),
              children: (
                <>
                  <Field>
                    <span>{t('editors.markdown.chooseFile')}</span>
                    <input
                      ref={fileInput}
                      type="file"
                      accept="image/*"
                      onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                    />
                  </Field>
                  {remarkField}
                </>
              ),
            },
            {
              key: 'network',
              label: t('editors.markdown.network'),
              children: (
                <>
                  <Field>
                    <span>{t('editors.markdown.url')}</span>
                    <Input value={url} placeholder="https://" onChange={(event) => setUrl(event.target.value)} />
                  </Field>
                  {remarkField}
                </>
              ),
            },
          ]}
        />
        {failure && <Failure role="alert">{failure}</Failure>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
