import '../../core/i18n/catalogues/notice';
import type { ReactElement, RefObject } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button, Modal } from '../../core/ui';
import { announcementTarget, type Announcement } from '../model/announcement';
import { sanitizeContent } from '../model/sanitize-content';
import { DetailContent, DetailFooter, DetailHead } from './notice-bell.styles';
import { useSenderName } from './use-sender-name';

export interface AnnouncementDetailProps {
  /** The announcement shown; null keeps the modal closed. */
  announcement: Announcement | null;
  onClose: () => void;
  /** 去处理 of a url announcement: the modal closes, then the host goes to the path. */
  onGo: (path: string) => void;
  /** Where focus goes on closing: the bell, as the list entry that opened it has gone with the popover. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * 通知消息: the title, the sender's real name, the send time and the HTML content (sanitised).
 * Footer 关闭, and 去处理 for url announcements. 60% wide, 100% in fullscreen; the body takes
 * 80% of the window's height.
 */
export function AnnouncementDetail({
  announcement,
  onClose,
  onGo,
  returnFocus,
}: AnnouncementDetailProps): ReactElement {
  const { t } = useTranslation();
  const sender = useSenderName(announcement?.sender);
  const target = announcement ? announcementTarget(announcement) : { kind: 'none' as const };
  const footer = (
    <DetailFooter>
      <Button onClick={onClose}>{t('notice.detail.close')}</Button>
      {target.kind === 'url' && (
        <Button
          type="primary"
          onClick={() => {
            onClose();
            onGo(target.path);
          }}
        >
          {t('notice.detail.goHandle')}
        </Button>
      )}
    </DetailFooter>
  );
  return (
    <Modal
      open={announcement !== null}
      title={t('notice.detail.title')}
      width="60%"
      fullscreenToggle
      footer={footer}
      onCancel={onClose}
      returnFocus={returnFocus}
      destroyOnClose
      bodyStyle={{ height: '80vh', boxSizing: 'border-box', overflow: 'auto' }}
    >
      {announcement && (
        <article data-part="announcement">
          <DetailHead>
            <h3>{announcement.titile}</h3>
            <p>
              {sender && <span>{t('notice.detail.sender', { name: sender })}</span>}
              {announcement.sendTime && <span>{t('notice.detail.sendTime', { time: announcement.sendTime })}</span>}
            </p>
          </DetailHead>
          {/* Sanitised by DOMPurify just above: scripts, event handlers and javascript: links are gone. */}
          <DetailContent
            data-part="content"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeContent gives DOMPurify's output.
            dangerouslySetInnerHTML={{ __html: sanitizeContent(announcement.msgContent) }}
          />
        </article>
      )}
    </Modal>
  );
}
