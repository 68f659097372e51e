import type { ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import type { ConsoleRoute } from '../../session';
import { NoticePage } from '../../shell/kit';

/** The online (configuration-driven) list components of a JeecgBoot menu table, by list kind. */
export const ONLINE_LIST_KINDS: Readonly<Record<string, MessageKey>> = {
  'modules/online/cgform/auto/OnlCgformAutoList': 'console.online.kind.form',
  'modules/online/cgform/auto/OnlCgformTreeList': 'console.online.kind.tree',
  'modules/online/cgform/auto/erp/OnlCgformErpList': 'console.online.kind.erp',
  'modules/online/cgform/auto/tab/OnlCgformTabList': 'console.online.kind.tab',
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList': 'console.online.kind.innerTable',
  'modules/online/cgreport/auto/OnlCgreportAutoList': 'console.online.kind.report',
};

/** The form or report code: the last segment of the menu's path (or url), as JeecgBoot reads it. */
export function onlineCode(route: Pick<ConsoleRoute, 'path' | 'meta'>): string {
  const source = route.path.includes(':') && route.meta.url ? route.meta.url : route.path;
  const last = source.split(/[?#]/)[0].replace(/\/+$/, '').split('/').pop() ?? '';
  return last.startsWith(':') ? '' : decodeURIComponent(last);
}

/**
 * Where an online form or report list will be: the built-in list page arrives with the
 * list-page feature; until then this page says which form code it will show.
 */
export function OnlineListPending({ route }: { route: ConsoleRoute }): ReactElement {
  const { t } = useTranslation();
  const kind = t(ONLINE_LIST_KINDS[route.component] ?? 'console.online.kind.form');
  const code = onlineCode(route) || t('console.online.codeMissing');
  return <NoticePage title={t('console.online.title', { kind, code })} description={t('console.online.description', { kind, code })} />;
}
