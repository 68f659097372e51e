import '../../i18n/catalogues/ui';
import type { ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../shared/icons';
import { Spinner } from '../shared/spinner';
import { noticeRole, type Notice, type NoticeLevel } from './notice-model';
import {
  levelColour,
  MessageCard,
  MessageStack,
  NotificationCard,
  NotificationClose,
  NotificationStack,
  NotificationTitle,
} from './notice.styles';

function LevelIcon({ level }: { level: NoticeLevel }): ReactElement {
  const style = { color: levelColour[level] };
  switch (level) {
    case 'success':
      return <SuccessIcon style={style} />;
    case 'warning':
      return <WarningIcon style={style} />;
    case 'error':
      return <ErrorIcon style={style} />;
    case 'loading':
      return <Spinner aria-hidden="true" style={style} />;
    default:
      return <InfoIcon style={style} />;
  }
}

interface NoticeLayerProps {
  notices: Notice[];
  onClose: (id: number) => void;
  /** The open modal dialog to draw into, if any: outside it everything is inert and hidden behind it. */
  host: HTMLElement | null;
}

/** Messages top centre and notifications top right, stacked in arrival order. */
export function NoticeLayer({ notices, onClose, host }: NoticeLayerProps): ReactElement | null {
  const { t } = useTranslation();
  if (!notices.length) return null;
  const messages = notices.filter((notice) => notice.kind === 'message');
  const notifications = notices.filter((notice) => notice.kind === 'notification');
  const layer = (
    <>
      {messages.length > 0 && (
        <MessageStack>
          {messages.map((notice) => (
            <MessageCard key={notice.id} role={noticeRole(notice.level)} data-level={notice.level}>
              <LevelIcon level={notice.level} />
              <span>{notice.text}</span>
            </MessageCard>
          ))}
        </MessageStack>
      )}
      {notifications.length > 0 && (
        <NotificationStack>
          {notifications.map((notice) => (
            <NotificationCard key={notice.id} role={noticeRole(notice.level)} data-level={notice.level}>
              <LevelIcon level={notice.level} />
              <div>
                <NotificationTitle>{notice.title}</NotificationTitle>
                <div>{notice.text}</div>
              </div>
              <NotificationClose type="button" aria-label={t('ui.close')} onClick={() => onClose(notice.id)}>
                <CloseIcon />
              </NotificationClose>
            </NotificationCard>
          ))}
        </NotificationStack>
      )}
    </>
  );
  return host ? createPortal(layer, host) : layer;
}
