import type { ThemeToken } from './tokens';

export type ThemeMode = 'light' | 'dark';

type PrimaryToken = Extract<ThemeToken, `colorPrimary${string}`>;

/** Everything but the primary colour and its shades, which are computed from the chosen primary. */
export type ModeValues = Record<Exclude<ThemeToken, PrimaryToken>, string>;

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', " +
  "'Helvetica Neue', Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol'";

const SHARED = {
  colorTextInverse: '#ffffff',
  radius: '4px',
  radiusSm: '2px',
  radiusLg: '8px',
  fontFamily: FONT_FAMILY,
  fontFamilyCode: "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, Courier, monospace",
  fontSize: '14px',
  fontSizeSm: '12px',
  fontSizeLg: '16px',
  lineHeight: '1.5715',
  spacingXs: '4px',
  spacingSm: '8px',
  spacingMd: '16px',
  spacingLg: '24px',
  sizeMedium: '32px',
  sizeSmall: '28px',
  sizeMini: '24px',
  sizeTiny: '20px',
} as const;

/** Ant Design's light and dark neutrals and status colours. */
export const MODE_VALUES: Record<ThemeMode, ModeValues> = {
  light: {
    ...SHARED,
    colorText: 'rgba(0, 0, 0, 0.85)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.45)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.25)',
    colorBorder: '#d9d9d9',
    colorBorderSplit: '#f0f0f0',
    colorBg: '#ffffff',
    colorBgLayout: '#f0f2f5',
    colorBgElevated: '#ffffff',
    colorBgHover: '#f5f5f5',
    colorBgDisabled: '#f5f5f5',
    colorBgMask: 'rgba(0, 0, 0, 0.45)',
    colorDanger: '#ff4d4f',
    colorWarning: '#faad14',
    colorSuccess: '#52c41a',
    colorInfo: '#1890ff',
    shadow: '0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
    shadowSm: '0 1px 2px 0 rgba(0, 0, 0, 0.03), 0 1px 6px -1px rgba(0, 0, 0, 0.02), 0 2px 4px 0 rgba(0, 0, 0, 0.02)',
  },
  dark: {
    ...SHARED,
    colorText: 'rgba(255, 255, 255, 0.85)',
    colorTextSecondary: 'rgba(255, 255, 255, 0.45)',
    colorTextDisabled: 'rgba(255, 255, 255, 0.3)',
    colorBorder: '#434343',
    colorBorderSplit: '#303030',
    colorBg: '#141414',
    colorBgLayout: '#000000',
    colorBgElevated: '#1f1f1f',
    colorBgHover: 'rgba(255, 255, 255, 0.08)',
    colorBgDisabled: 'rgba(255, 255, 255, 0.08)',
    colorBgMask: 'rgba(0, 0, 0, 0.45)',
    colorDanger: '#a61d24',
    colorWarning: '#d89614',
    colorSuccess: '#49aa19',
    colorInfo: '#177ddc',
    shadow: '0 3px 6px -4px rgba(0, 0, 0, 0.48), 0 6px 16px 0 rgba(0, 0, 0, 0.32), 0 9px 28px 8px rgba(0, 0, 0, 0.2)',
    shadowSm: '0 1px 2px 0 rgba(0, 0, 0, 0.24), 0 1px 6px -1px rgba(0, 0, 0, 0.16), 0 2px 4px 0 rgba(0, 0, 0, 0.16)',
  },
};
