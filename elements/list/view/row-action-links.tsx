import '../../core/i18n/catalogues/list';
import type { ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { buttonAllowed } from '../../core/permission';
import type { ListRowAction } from '../model';
import { ActionRow, LinkButton } from './list.styles';

export interface RowActionLinksProps {
  actions: readonly ListRowAction[];
  /** The row's name, for the group's accessible name ({name} 的操作). */
  name: string;
  onAction: (key: string) => void;
}

/** A row's action links; one whose button code the user does not hold is not shown. */
export function RowActionLinks({ actions, name, onAction }: RowActionLinksProps): ReactElement {
  const { t } = useTranslation();
  return (
    <ActionRow role="group" aria-label={t('list.rowActions', { name })}>
      {actions
        .filter((action) => !action.permission || buttonAllowed(action.permission))
        .map((action) => (
          <LinkButton
            key={action.key}
            type="button"
            data-danger={action.danger ? '' : undefined}
            onClick={() => onAction(action.key)}
          >
            {action.label}
          </LinkButton>
        ))}
    </ActionRow>
  );
}
