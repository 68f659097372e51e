import { describe, expect, it } from 'vitest';
import {
  browserLocale,
  rememberSignInChoice,
  rememberUserLocale,
  signedInLocale,
  storedSignInChoice,
  storedUserLocale,
  type ChoiceStorage,
} from '../../../console/language/locale-choice';
import { HOME_PATH } from '../../../console/session/navigation-guard';
import { retitlePages, type TabsState } from '../../../console/shell/tabs/tabs-logic';

function memoryStorage(): ChoiceStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('before sign-in, and for a user without a choice, the browser’s language decides', () => {
  it('takes any English as en and any Chinese as zh-CN', () => {
    expect(browserLocale(['en-US', 'zh-CN'])).toBe('en');
    expect(browserLocale(['en'])).toBe('en');
    expect(browserLocale(['EN-gb'])).toBe('en');
    expect(browserLocale(['zh-TW', 'en-US'])).toBe('zh-CN');
    expect(browserLocale(['zh'])).toBe('zh-CN');
  });

  it('goes by the first language it knows, and falls back to zh-CN', () => {
    expect(browserLocale(['de-DE', 'en-US'])).toBe('en');
    expect(browserLocale(['fr-FR', 'de'])).toBe('zh-CN');
    expect(browserLocale([])).toBe('zh-CN');
    // "eng" or "english" are not language tags of English.
    expect(browserLocale(['english'])).toBe('zh-CN');
  });
});

describe('the choice is remembered per user', () => {
  it('keeps each user’s own, so two users of one browser keep theirs', () => {
    const local = memoryStorage();
    rememberUserLocale(local, 'operator', 'en');
    rememberUserLocale(local, 'lisi', 'zh-CN');
    expect(storedUserLocale(local, 'operator')).toBe('en');
    expect(storedUserLocale(local, 'lisi')).toBe('zh-CN');
    expect(storedUserLocale(local, 'wangwu')).toBeNull();
  });

  it('ignores a stored value that is not one of the console’s languages', () => {
    const local = memoryStorage();
    local.setItem('farm-console-locale:operator', 'fr');
    expect(storedUserLocale(local, 'operator')).toBeNull();
  });

  it('survives a storage that refuses (private mode): nothing is remembered, nothing throws', () => {
    const refusing: ChoiceStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberUserLocale(refusing, 'operator', 'en')).not.toThrow();
    expect(storedUserLocale(refusing, 'operator')).toBeNull();
  });

  it('keeps a choice made on the sign-in page until it is used up', () => {
    const tab = memoryStorage();
    rememberSignInChoice(tab, 'en');
    expect(storedSignInChoice(tab)).toBe('en');
    rememberSignInChoice(tab, null);
    expect(storedSignInChoice(tab)).toBeNull();
  });
});

describe('after sign-in the user works in their own language', () => {
  it('their last choice wins over the sign-in page and the browser', () => {
    expect(signedInLocale({ userChoice: 'zh-CN', signInChoice: 'en', browser: 'en' })).toEqual({
      locale: 'zh-CN',
      adopt: false,
    });
  });

  it('without one, what they chose on the sign-in page becomes theirs', () => {
    expect(signedInLocale({ userChoice: null, signInChoice: 'en', browser: 'zh-CN' })).toEqual({
      locale: 'en',
      adopt: true,
    });
  });

  it('without either, the browser’s language, not stored as a choice', () => {
    expect(signedInLocale({ userChoice: null, signInChoice: null, browser: 'en' })).toEqual({
      locale: 'en',
      adopt: false,
    });
  });
});

describe('after a language switch the tabs take their titles in the new language', () => {
  const state: TabsState = {
    pages: [
      { fullPath: HOME_PATH, title: '首页', componentName: null },
      { fullPath: '/system/user', title: '用户管理', componentName: 'UserList' },
      { fullPath: '/gone', title: '旧页面', componentName: null },
    ],
    active: '/system/user',
  };
  const english: Record<string, string> = { [HOME_PATH]: 'Dashboard', '/system/user': 'Users' };

  it('titles each tab as its route is titled now, the home tab as it opened', () => {
    const retitled = retitlePages(state, (fullPath) => english[fullPath], 'Home');
    expect(retitled.pages.map((page) => page.title)).toEqual(['Home', 'Users', '旧页面']);
    expect(retitled.active).toBe('/system/user');
    expect(retitled.pages[1].componentName).toBe('UserList');
  });
});
