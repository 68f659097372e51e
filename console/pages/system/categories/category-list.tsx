import styled from '@emotion/styled';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { color } from '../../../../elements/core/ui';
import { LinkButton } from '../../../../elements/list';
import { ManagedListPage } from '../managed/managed-list-page';
import { categoryConfig } from './category-config';

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  color: ${color.textSecondary};
  & > li + li::before { content: '/'; margin-right: 4px; }
`;

interface Level {
  id: string;
  name: string;
}

/** 分类字典 (menu component `system/SysCategoryList`): one level of categories at a time, entered row by row. */
export function SysCategoryList(): ReactElement {
  const { t } = useTranslation();
  const [path, setPath] = useState<Level[]>([]);
  const current = path.at(-1) ?? null;
  const config = useMemo(() => categoryConfig(current?.id ?? null), [current]);

  return (
    <>
      <nav aria-label={t('system.category.path')}>
        <Trail>
          <li>
            {path.length ? (
              <LinkButton type="button" onClick={() => setPath([])}>
                {t('system.category.top')}
              </LinkButton>
            ) : (
              <span aria-current="location">{t('system.category.top')}</span>
            )}
          </li>
          {path.map((level, index) => (
            <li key={level.id}>
              {index === path.length - 1 ? (
                <span aria-current="location">{level.name}</span>
              ) : (
                <LinkButton type="button" onClick={() => setPath(path.slice(0, index + 1))}>
                  {level.name}
                </LinkButton>
              )}
            </li>
          ))}
        </Trail>
      </nav>
      <ManagedListPage
        key={current?.id ?? 'top'}
        config={config}
        rowExtra={(category) => (
          <LinkButton
            type="button"
            onClick={() => setPath([...path, { id: String(category.id), name: String(category.name ?? '') }])}
          >
            {t('system.category.children')}
          </LinkButton>
        )}
      />
    </>
  );
}
