import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, Input, Pagination, Select, useNotice } from '../../../elements/core/ui';
import { AnnouncementDetail, markAnnouncementRead, PriorityTag, type Announcement } from '../../../elements/notice';
import { ErrorLine, SearchBar, Table } from './my-announcements.styles';
import { markAllRead, PAGE_SIZE, type MyAnnouncement, type MyAnnouncementsSearch } from './my-announcements-query';
import { EMPTY_SEARCH, useMyAnnouncements } from './use-my-announcements';

const asAnnouncement = (record: MyAnnouncement): Announcement => ({ ...record, id: record.anntId });

/**
 * 我的消息 (/isps/userAnnouncement, the bell's 查看更多): the user's announcements, read and
 * unread, searchable by title and read state; 查看 shows the detail and marks it read.
 */
export function MyAnnouncementsPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useNotice();
  const list = useMyAnnouncements();
  const [draft, setDraft] = useState<MyAnnouncementsSearch>(EMPTY_SEARCH);
  const [shown, setShown] = useState<Announcement | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.find(draft);
  };
  const view = (record: MyAnnouncement) => {
    setShown(asAnnouncement(record));
    if (record.readFlag !== '1') markAnnouncementRead(record.anntId).then(list.reload, () => undefined);
  };
  const readAll = () =>
    markAllRead().then(
      () => {
        message.success(t('myAnnouncements.allRead'));
        list.reload();
      },
      () => undefined,
    );
  const readStates = [
    { value: '', label: t('myAnnouncements.any') },
    { value: '0', label: t('myAnnouncements.unread') },
    { value: '1', label: t('myAnnouncements.read') },
  ];

  return (
    <section aria-label={t('myAnnouncements.title')}>
      <SearchBar onSubmit={submit} role="search">
        <label>
          {t('myAnnouncements.searchTitle')}
          <Input
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            style={{ width: 200 }}
          />
        </label>
        <label>
          {t('myAnnouncements.searchReadFlag')}
          <Select
            aria-label={t('myAnnouncements.searchReadFlag')}
            options={readStates}
            value={draft.readFlag}
            onChange={(value) => setDraft({ ...draft, readFlag: (value ?? '') as MyAnnouncementsSearch['readFlag'] })}
            style={{ width: 120 }}
          />
        </label>
        <Button type="primary" htmlType="submit" loading={list.loading}>
          {t('myAnnouncements.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY_SEARCH);
            list.find(EMPTY_SEARCH);
          }}
        >
          {t('myAnnouncements.reset')}
        </Button>
        <Button onClick={readAll}>{t('myAnnouncements.readAll')}</Button>
      </SearchBar>
      {list.error && <ErrorLine role="alert">{t('myAnnouncements.loadFailed', { message: list.error })}</ErrorLine>}
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('myAnnouncements.column.title')}</th>
            <th scope="col">{t('myAnnouncements.column.sender')}</th>
            <th scope="col">{t('myAnnouncements.column.sendTime')}</th>
            <th scope="col">{t('myAnnouncements.column.priority')}</th>
            <th scope="col">{t('myAnnouncements.column.readFlag')}</th>
            <th scope="col">{t('myAnnouncements.column.action')}</th>
          </tr>
        </thead>
        <tbody>
          {list.page.records.map((record) => (
            <tr key={record.id} data-unread={record.readFlag !== '1' || undefined}>
              <td>{record.titile}</td>
              <td>{record.sender}</td>
              <td>{record.sendTime}</td>
              <td>
                <PriorityTag priority={record.priority} />
              </td>
              <td>{record.readFlag === '1' ? t('myAnnouncements.read') : t('myAnnouncements.unread')}</td>
              <td>
                <Button
                  type="link"
                  size="small"
                  onClick={() => view(record)}
                  aria-label={`${t('myAnnouncements.view')} ${record.titile}`}
                >
                  {t('myAnnouncements.view')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination
        total={list.page.total}
        current={list.pageNo}
        pageSize={PAGE_SIZE}
        onChange={(page) => list.goTo(page)}
        showTotal="total"
      />
      <AnnouncementDetail announcement={shown} onClose={() => setShown(null)} onGo={(path) => navigate(path)} />
    </section>
  );
}
