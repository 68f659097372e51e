import '../../core/i18n/catalogues/query';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button } from '../../core/ui';
import type { SavedQuery } from '../model';
import { Hint, SavedColumn, SavedList } from './query.styles';

export interface SavedQueryListProps {
  queries: readonly SavedQuery[];
  onLoad: (query: SavedQuery) => void;
  onRemove: (query: SavedQuery) => void;
}

/** The queries saved for this list: a click loads one into the builder. */
export function SavedQueryList({ queries, onLoad, onRemove }: SavedQueryListProps): ReactElement {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <SavedColumn aria-labelledby={headingId}>
      <h3 id={headingId}>{t('query.saved')}</h3>
      {queries.length === 0 ? (
        <Hint>{t('query.noSaved')}</Hint>
      ) : (
        <SavedList>
          {queries.map((query) => (
            <li key={query.title}>
              <Button type="link" title={query.title} onClick={() => onLoad(query)}>
                {query.title}
              </Button>
              <Button
                type="link"
                danger
                aria-label={t('query.removeSaved', { title: query.title })}
                onClick={() => onRemove(query)}
              >
                ×
              </Button>
            </li>
          ))}
        </SavedList>
      )}
    </SavedColumn>
  );
}
