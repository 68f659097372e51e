import type { ReactElement } from 'react';
import { themeVar } from '../../../elements/core/theme';

/** The platform mark: a tractor wheel in the theme colour. */
export function Logo({ size = 32 }: { size?: number }): ReactElement {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill={themeVar('colorPrimary')} />
      <circle cx="24" cy="24" r="13" fill="none" stroke="#fff" strokeWidth="4" />
      <circle cx="24" cy="24" r="4" fill="#fff" />
      <path
        d="M24 7v6M24 35v6M7 24h6M35 24h6M12 12l4.2 4.2M31.8 31.8L36 36M12 36l4.2-4.2M31.8 16.2L36 12"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
