import '../../core/i18n/catalogues/upload';
import type { ReactElement } from 'react';
import { getFileAccessHttpUrl } from '../../core/http';
import { t } from '../../core/i18n';
import { DropdownMenu } from '../../core/ui';
import { shortFileName } from '../model';
import type { ItemListProps } from './file-list';
import { moreOperations, type ItemAction } from './item-actions';
import { ProgressBar } from './progress-bar';
import { CardActions, ImageCard, ImageGrid, LinkButton, Thumbnail } from './upload.styles';

/** The images of an image-mode field: thumbnails with preview, delete and the more menu. */
export function ImageList({ items, rules, onAction }: ItemListProps): ReactElement | null {
  if (!items.length) return null;
  return (
    <ImageGrid aria-label={t('upload.files')} part="list">
      {items.map((item) => {
        const more = moreOperations(item, { ...rules, image: true });
        return (
          <ImageCard
            key={item.uid}
            $failed={item.status === 'error'}
            data-status={item.status}
            title={item.message ?? item.name}
            part="item"
          >
            {item.status === 'done' ? (
              <LinkButton type="button" onClick={() => onAction(item, 'preview')} aria-label={t('upload.preview')}>
                <Thumbnail src={getFileAccessHttpUrl(item.path)} alt={item.name} />
              </LinkButton>
            ) : (
              <span>{shortFileName(item.name)}</span>
            )}
            {item.status === 'uploading' && <ProgressBar name={item.name} percent={item.percent} />}
            <CardActions>
              {rules.allowRemove && !rules.disabled && (
                <LinkButton type="button" onClick={() => onAction(item, 'remove')}>
                  {t('upload.remove')}
                </LinkButton>
              )}
              {more.length > 0 && (
                <DropdownMenu
                  type="text"
                  size="small"
                  items={more}
                  onSelect={(key) => onAction(item, key as ItemAction)}
                  aria-label={t('upload.more')}
                  hideArrow
                >
                  ...
                </DropdownMenu>
              )}
            </CardActions>
          </ImageCard>
        );
      })}
    </ImageGrid>
  );
}
