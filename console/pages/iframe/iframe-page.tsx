import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { type ConsoleRoute, isOpenableUrl } from '../../session';
import { NoticePage } from '../../shell/kit';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: calc(100vh - 220px);
  min-height: 400px;
  border: 0;
  background: #fff;
`;

/**
 * layouts/IframePageView and IframeFReportView: the menu url (placeholders filled, never a
 * token) shown inside the console; an entry with an external target is offered as a link.
 */
export function IframePage({ route }: { route: ConsoleRoute }): ReactElement {
  const { t } = useTranslation();
  const url = route.meta.url;
  if (!isOpenableUrl(url))
    return (
      <NoticePage
        tone="warning"
        title={t('console.page.unavailableTitle')}
        description={t('console.page.invalidUrl', { url: url ?? '' })}
      />
    );
  if (route.meta.internalOrExternal) {
    return (
      <NoticePage
        title={route.meta.title}
        actions={
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('console.page.openInNewTab')}
          </a>
        }
      />
    );
  }
  return <Frame src={url} title={route.meta.title} />;
}
