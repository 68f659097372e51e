import '../../core/i18n/catalogues/notice';
import type { ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Empty } from '../../core/ui';
import type { Announcement } from '../model/announcement';
import { List } from './notice-bell.styles';
import { PriorityTag } from './priority-tag';

export interface AnnouncementListProps {
  items: readonly Announcement[];
  onOpen: (announcement: Announcement) => void;
}

/** One tab of the bell: each announcement's title, publish time and priority tag. */
export function AnnouncementList({ items, onOpen }: AnnouncementListProps): ReactElement {
  const { t } = useTranslation();
  if (!items.length) return <Empty description={t('notice.empty')} />;
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" onClick={() => onOpen(item)}>
            <span data-part="title">{item.titile}</span>
            <PriorityTag priority={item.priority} />
            {item.sendTime && <span data-part="time">{t('notice.publishTime', { time: item.sendTime })}</span>}
          </button>
        </li>
      ))}
    </List>
  );
}
