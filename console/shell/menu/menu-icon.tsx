import type { ComponentType, ReactElement } from 'react';
import {
  AppstoreIcon,
  BarChartIcon,
  CheckCircleIcon,
  ClusterIcon,
  DashboardIcon,
  HomeIcon,
  LinkIcon,
  SettingIcon,
  TeamIcon,
  UserIcon,
  WarningIcon,
} from '../kit';

// JeecgBoot menus name Ant Design icons; the common ones are drawn, the rest share one mark.
const ICONS: Readonly<Record<string, ComponentType>> = {
  home: HomeIcon,
  dashboard: DashboardIcon,
  user: UserIcon,
  team: TeamIcon,
  setting: SettingIcon,
  tool: SettingIcon,
  cluster: ClusterIcon,
  'bar-chart': BarChartIcon,
  'area-chart': BarChartIcon,
  'line-chart': BarChartIcon,
  warning: WarningIcon,
  'check-circle-o': CheckCircleIcon,
  'check-circle': CheckCircleIcon,
  link: LinkIcon,
  api: LinkIcon,
};

/**
 * A menu entry's icon; unknown names show the generic mark. Entries without one show none,
 * except where the icon is all there is (`always`: the collapsed side menu).
 */
export function MenuIcon({ name, always = false }: { name: string | null; always?: boolean }): ReactElement | null {
  if ((!name || name === 'none') && !always) return null;
  const Icon = (name && ICONS[name]) || AppstoreIcon;
  return <Icon />;
}
