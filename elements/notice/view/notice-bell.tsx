import '../../core/i18n/catalogues/notice';
import { useId, useRef, useState, useSyncExternalStore, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button, Tabs, useFocusInside } from '../../core/ui';
import { announcementTarget, type Announcement } from '../model/announcement';
import { markAnnouncementRead } from '../model/notice-requests';
import { resolveTimings, type PushTimings } from '../model/push-channel';
import { readAloudEnabled, readMessageAloud, subscribeReadAloud } from '../model/read-aloud';
import { AnnouncementDetail } from './announcement-detail';
import { AnnouncementList } from './announcement-list';
import { BellIcon } from './bell-icon';
import { Badge, BellButton, BellRoot, MoreRow, Panel } from './notice-bell.styles';
import { useAnnouncementLists } from './use-announcement-lists';
import { useFallbackPolling } from './use-fallback-polling';
import { useNoticeChannel } from './use-notice-channel';
import { usePopover } from './use-popover';
import { useSessionIdentity } from './use-session-identity';

/** Where 查看更多 leads (shell spec: my announcements). */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

export interface OpenPageDetail {
  /** The page named by the announcement's openPage. */
  component: string;
  formData: { id: string };
}

export interface NoticeBellProps {
  /** The signed-in user's id; default the session's. */
  userId?: string;
  /** The access token; default the session's. */
  token?: string;
  /** Push channel timings (tests pass short ones); default 20 s heartbeat and retry, 5 errors. */
  timings?: Partial<PushTimings>;
  /** Reads pushed messages aloud; default the browser's read-aloud choice (on unless switched off). */
  readAloud?: boolean;
  /** Goes to a site path: 查看更多 and 去处理 of url announcements. */
  onNavigate: (detail: { path: string }) => void;
  /** Opens the page named by a component announcement with form data id = busId. */
  onOpenPage: (detail: OpenPageDetail) => void;
}

/**
 * The header's notification bell (shell spec sections 2 and 4): the unread count, a popover
 * with 通知 and 系统消息 tabs, 查看更多, and the 通知消息 detail. It loads on mount, polls while
 * the push channel is down, reloads
 * when a `topic` or `user` message is pushed or the channel reconnects, and reads pushed
 * messages aloud. Opening an announcement marks it read and reloads.
 */
export function NoticeBell(props: NoticeBellProps): ReactElement {
  const { t } = useTranslation();
  const { userId, token } = useSessionIdentity(props.userId, props.token);
  const { lists, reload } = useAnnouncementLists(userId && token ? userId : null);
  const storedReadAloud = useSyncExternalStore(subscribeReadAloud, readAloudEnabled, readAloudEnabled);
  const readAloud = props.readAloud ?? storedReadAloud;
  const pushState = useNoticeChannel({
    userId,
    token,
    timings: props.timings,
    onAnnouncement: (message) => {
      void reload();
      readMessageAloud(message.msgTxt, readAloud);
    },
    onReconnect: () => void reload(),
  });
  useFallbackPolling(pushState, reload, resolveTimings(props.timings).pollMs);
  const { open, setOpen, rootRef, triggerRef } = usePopover<HTMLSpanElement, HTMLButtonElement>();
  const [shown, setShown] = useState<Announcement | null>(null);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The popover is a dialog: focus goes in and Tab stays in; Escape closes it back to the bell.
  useFocusInside(panel, open);
  const unread = lists.anntMsgTotal + lists.sysMsgTotal;

  const openAnnouncement = (announcement: Announcement) => {
    setOpen(false);
    markAnnouncementRead(announcement.id).then(
      () => void reload(),
      () => undefined,
    );
    const target = announcementTarget(announcement);
    if (target.kind === 'component') props.onOpenPage({ component: target.component, formData: target.formData });
    else setShown(announcement);
  };
  const viewMore = () => {
    setOpen(false);
    props.onNavigate({ path: MY_ANNOUNCEMENTS_PATH });
  };
  const more = (
    <MoreRow>
      <Button type="link" onClick={viewMore}>
        {t('notice.viewMore')}
      </Button>
    </MoreRow>
  );

  return (
    <BellRoot ref={rootRef} data-push={pushState ?? 'off'}>
      <BellButton
        ref={triggerRef}
        type="button"
        aria-label={unread ? `${t('notice.bell')} ${t('notice.unread', { count: unread })}` : t('notice.bell')}
        title={t('notice.bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {unread > 0 && <Badge aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge>}
      </BellButton>
      {open && (
        <Panel ref={panel} id={panelId} role="dialog" aria-label={t('notice.bell')}>
          <Tabs
            aria-label={t('notice.tabs')}
            items={[
              {
                key: 'notices',
                label: t('notice.tab.notices', { count: lists.anntMsgTotal }),
                children: (
                  <>
                    <AnnouncementList items={lists.anntMsgList} onOpen={openAnnouncement} />
                    {more}
                  </>
                ),
              },
              {
                key: 'system',
                label: t('notice.tab.system', { count: lists.sysMsgTotal }),
                children: (
                  <>
                    <AnnouncementList items={lists.sysMsgList} onOpen={openAnnouncement} />
                    {more}
                  </>
                ),
              },
            ]}
          />
        </Panel>
      )}
      <AnnouncementDetail
        announcement={shown}
        onClose={() => setShown(null)}
        onGo={(path) => props.onNavigate({ path })}
        returnFocus={triggerRef}
      />
    </BellRoot>
  );
}
