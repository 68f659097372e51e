import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { LOCALES, useTranslation, type Locale, type MessageKey } from '../../elements/core/i18n';
import { DropdownMenu, type MenuEntry } from '../../elements/core/ui';
import { chooseConsoleLocale } from './console-locale';

const NAME_KEYS: Record<Locale, MessageKey> = { 'zh-CN': 'console.language.zh-CN', en: 'console.language.en' };

const Globe = (): ReactElement => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </svg>
);

const Check = styled.span`
  display: inline-block;
  width: 1em;
  text-align: center;
`;

export interface LanguageMenuProps {
  /** Shows the current language's name beside the globe (the header hides it on phones). */
  showName?: boolean;
  className?: string;
}

/**
 * The language switch: a menu of the console's languages, each named in its own language (and
 * marked with that language, so a screen reader pronounces it right); the current one is ticked
 * and named in the trigger.
 */
export function LanguageMenu({ showName = true, className }: LanguageMenuProps): ReactElement {
  const { t, locale } = useTranslation();
  const name = (of: Locale) => t(NAME_KEYS[of]);
  const entries: MenuEntry[] = LOCALES.map((option) => ({
    key: option,
    icon: <Check aria-hidden="true">{option === locale ? '✓' : ''}</Check>,
    label: <span lang={option}>{name(option)}</span>,
  }));
  return (
    <DropdownMenu
      type="text"
      align="end"
      hideArrow
      items={entries}
      className={className}
      onSelect={(key) => {
        const chosen = LOCALES.find((option) => option === key);
        if (chosen) chooseConsoleLocale(chosen);
      }}
      aria-label={`${t('console.language.menu')} ${name(locale)}`}
    >
      <Globe />
      {showName && <span lang={locale}>{name(locale)}</span>}
    </DropdownMenu>
  );
}
