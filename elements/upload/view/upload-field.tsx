import '../../core/i18n/catalogues/ui';
import '../../core/i18n/catalogues/upload';
import { useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { getFileAccessHttpUrl } from '../../core/http';
import { t } from '../../core/i18n';
import { Button, Modal, useNotice } from '../../core/ui';
import { isImageFile, moveItem, type UploadItem } from '../model';
import { FileList } from './file-list';
import { ImageList } from './image-list';
import type { ItemAction } from './item-actions';
import type { UploadFieldProps } from './upload-props';
import { HiddenInput, PreviewImage } from './upload.styles';
import { useUploadItems, type UploadFailure } from './use-upload-items';

/** The upload field: the button, the list of files or images, the error dialog and the preview. */
export function UploadField(props: UploadFieldProps): ReactElement {
  const { type = 'file', allowDownload = true, allowRemove = true, disabled = false } = props;
  const image = type === 'image';
  const notice = useNotice();
  const [failure, setFailure] = useState<UploadItem | null>(null);
  const [preview, setPreview] = useState<UploadItem | null>(null);
  const chooser = useRef<HTMLInputElement>(null);

  const onFailure = ({ item, refused }: UploadFailure) => {
    if (refused) setFailure(item);
    else notice.message.error(item.name ? t('upload.itemFailed', { name: item.name }) : t('upload.failed'));
  };
  const { items, upload, remove, reorder } = useUploadItems(props, { onFailure });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const accepted = image ? files.filter(isImageFile) : files;
    if (accepted.length < files.length) notice.message.warning(t('upload.notImage'));
    if (accepted.length) upload(accepted);
  };

  const act = (item: UploadItem, action: ItemAction) => {
    if (action === 'remove') remove(item.uid);
    else if (action === 'preview') setPreview(item);
    else if (action === 'download') window.open(getFileAccessHttpUrl(item.path), '_blank', 'noopener');
    else {
      const outcome = moveItem(items, item.uid, action === 'moveLeft' ? 'left' : 'right');
      if ('warning' in outcome) notice.message.warning(t(outcome.warning));
      else reorder(outcome.items);
    }
  };

  const rules = { allowDownload, allowRemove, disabled, image };
  const List = image ? ImageList : FileList;
  return (
    <>
      {image && <List items={items} rules={rules} onAction={act} />}
      <HiddenInput
        ref={chooser}
        type="file"
        multiple={props.number !== 1}
        accept={props.accept ?? (image ? 'image/*' : undefined)}
        disabled={disabled}
        onChange={choose}
        tabIndex={-1}
        aria-hidden="true"
      />
      {/* The shared Button does not pass `part` on, so the part names its wrapper. */}
      <span part="button">
        <Button disabled={disabled} onClick={() => chooser.current?.click()}>
          {props.text || t(image ? 'upload.button.image' : 'upload.button.file')}
        </Button>
      </span>
      {!image && <List items={items} rules={rules} onAction={act} />}
      <Modal
        open={failure !== null}
        title={t('upload.failedTitle')}
        onCancel={() => setFailure(null)}
        footer={
          <Button type="primary" onClick={() => setFailure(null)}>
            {t('ui.ok')}
          </Button>
        }
      >
        {failure && t('upload.failedContent', { message: failure.message ?? t('upload.unknownError') })}
      </Modal>
      <Modal open={preview !== null} title={preview?.name} footer={null} onCancel={() => setPreview(null)}>
        {preview && <PreviewImage src={getFileAccessHttpUrl(preview.path)} alt={preview.name} />}
      </Modal>
    </>
  );
}
