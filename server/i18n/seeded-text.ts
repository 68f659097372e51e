import { currentLocale } from './locale';
import { categoryTexts } from './seeded/categories';
import { dictionaryTexts } from './seeded/dictionaries';
import { menuTexts } from './seeded/menus';
import { onlineFormTexts } from './seeded/online-forms';
import { organisationTexts } from './seeded/organisation';
import { reportTexts } from './seeded/reports';

/**
 * The kinds of configuration the seed writes, each with its own English (首页 is "Home" as a
 * menu, "Home page" as a carousel position). A report shares most column titles with the forms.
 */
const textsByDomain = {
  menu: [menuTexts],
  dictionary: [dictionaryTexts],
  onlineForm: [onlineFormTexts],
  report: [reportTexts, onlineFormTexts],
  category: [categoryTexts],
  organisation: [organisationTexts],
} as const;

export type SeededDomain = keyof typeof textsByDomain;

/** The English of a seeded Chinese text, or undefined when the text is not one the seed wrote. */
export function englishOfSeeded(domain: SeededDomain, chinese: string): string | undefined {
  for (const texts of textsByDomain[domain]) {
    if (Object.hasOwn(texts, chinese)) return texts[chinese];
  }
  return undefined;
}

/**
 * A configuration text as the request's language shows it: in English the seeded text's English
 * (gettext-style, keyed by the Chinese source), else the text as stored. What an administrator
 * typed, or a seeded entry he renamed, is not in the map and stays as typed.
 */
export function seededText(domain: SeededDomain, stored: string): string;
export function seededText(domain: SeededDomain, stored: string | null): string | null;
export function seededText(domain: SeededDomain, stored: string | null): string | null {
  if (stored === null || currentLocale() !== 'en') return stored;
  return englishOfSeeded(domain, stored) ?? stored;
}

/**
 * What an edit form's text field stores: a form filled in English sends a seeded text's English
 * back unchanged, which must not overwrite the Chinese source (the text would then be English in
 * both languages). A text the user changed is stored as typed.
 */
export function textToStore(domain: SeededDomain, sent: string, stored: string | null): string {
  if (stored !== null && currentLocale() === 'en' && englishOfSeeded(domain, stored) === sent) return stored;
  return sent;
}
