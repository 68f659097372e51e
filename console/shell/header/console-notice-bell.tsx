import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { useNotice } from '../../../elements/core/ui';
import { NoticeBell, type OpenPageDetail } from '../../../elements/notice';
import { usePermissionStore } from '../../session';

/**
 * A component name as JeecgBoot's client resolves it: a folder's `Index` is the folder
 * (`account/center` and `account/center/Index` are one page, as its bundler imports them).
 */
const componentKey = (component: string | null | undefined) => (component ?? '').trim().replace(/\/index$/i, '');

/**
 * The header's notification bell. Paths open in the console's router; a component
 * announcement opens the menu page whose component (or route name) is its openPage, handing it
 * the form data (`{ id: busId }`) as the route state.
 */
export function ConsoleNoticeBell(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useNotice();
  const routes = usePermissionStore((state) => state.routes);

  const openPage = ({ component, formData }: OpenPageDetail) => {
    const wanted = componentKey(component);
    const route =
      (wanted && routes.find((candidate) => componentKey(candidate.component) === wanted)) ||
      routes.find((candidate) => candidate.name === component);
    if (route) navigate(route.path, { state: { formData } });
    else message.warning(t('console.header.noticePageMissing', { page: component }));
  };

  return <NoticeBell onNavigate={({ path }) => navigate(path)} onOpenPage={openPage} />;
}
