import type { Locale } from '../../core/i18n';
import type { YearBounds } from '../editor';

/** The detail of every value change: `farm-change` carries it as it is. */
export interface CronChange {
  value: string;
  previousValue: string;
}

/** What every cron component takes besides its value. */
export interface CronViewProps {
  disabled?: boolean;
  /** Spec 5.3: "seconds are optional"; hidden seconds hide the year too. */
  hideSeconds?: boolean;
  hideYear?: boolean;
  /** The switch between the two readings of the year bounds; default 'open'. */
  yearBounds?: YearBounds;
  /** The IANA zone of the preview's wall clock; default the browser's. */
  timeZone?: string;
  /** The language of the editor's own words; default the page's (elements/core/i18n). */
  locale?: Locale;
  /** Shown in the empty expression box; default 请输入cron表达式. */
  placeholder?: string;
}

/** Widgets spec 2.2: "Cron modal width 608". */
export const CRON_MODAL_WIDTH = 608;
