import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, color, Empty, Spin, Tag } from '../../../elements/core/ui';

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: 32px 24px;
  & h1 { margin: 0 0 8px; color: ${color.text}; font-size: 24px; font-weight: 500; }
  & > p { margin: 0 0 24px; color: ${color.textSecondary}; }
  & > section { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; padding: 16px 0; border-top: 1px solid ${color.border}; }
`;

/**
 * /test/home: JeecgBoot keeps a test page under /test; here it shows the shared UI components
 * with the current theme, to check a theme or a build at a glance.
 */
export function UiShowcasePage(): ReactElement {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('console.uiShowcase.title')}</h1>
      <p>{t('console.uiShowcase.description')}</p>
      <section>
        <Button type="primary">{t('ui.ok')}</Button>
        <Button>{t('ui.cancel')}</Button>
        <Button danger>{t('ui.close')}</Button>
        <Button type="link">{t('console.home')}</Button>
      </section>
      <section>
        <Tag>{t('console.platformShortName')}</Tag>
        <Spin spinning size="small" />
      </section>
      <section>
        <Empty />
      </section>
    </Page>
  );
}
