import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, Drawer, RadioGroup, Select, useNotice } from '../../../elements/core/ui';
import { useReadAloud } from '../../../elements/notice';
import { SettingSwitch } from './setting-switch';
import { Row, Section } from './settings-drawer.styles';
import { autoHideHeaderAllowed, fixedSideMenuAllowed, fluidWidthAllowed } from './settings-rules';
import type { ContentWidth, MenuTheme, NavigationMode } from './shell-settings';
import { ThemeColorPicker } from './theme-color-picker';
import { useShellSettings } from './use-shell-settings';
import { useShellTheme } from './use-shell-theme';

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The 系统设置 drawer: every preference applies at once (the theme on the document) and is
 * stored for the signed-in user; 保存 stores them all and confirms with 保存成功. Keep it
 * mounted while closed, as JeecgBoot does, so the stored theme is applied from the start.
 */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps): ReactElement {
  const { t } = useTranslation();
  const { message } = useNotice();
  const settings = useShellSettings((state) => state.settings);
  const update = useShellSettings((state) => state.update);
  const save = useShellSettings((state) => state.save);
  const [readAloud, setReadAloud] = useReadAloud();
  const ids = { style: useId(), color: useId(), navigation: useId(), width: useId() };
  useShellTheme();

  const menuThemes = [
    { value: 'dark' as MenuTheme, label: t('consoleExtra.settings.menuTheme.dark') },
    { value: 'light' as MenuTheme, label: t('consoleExtra.settings.menuTheme.light') },
  ];
  const navigationModes = [
    { value: 'side' as NavigationMode, label: t('consoleExtra.settings.navigation.side') },
    { value: 'top' as NavigationMode, label: t('consoleExtra.settings.navigation.top') },
  ];
  const widths = [
    { value: 'fixed' as ContentWidth, label: t('consoleExtra.settings.contentWidth.fixed') },
    {
      value: 'fluid' as ContentWidth,
      label: t('consoleExtra.settings.contentWidth.fluid'),
      disabled: !fluidWidthAllowed(settings),
    },
  ];

  const saveAll = () => {
    save();
    message.success(t('consoleExtra.settings.saved'));
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('consoleExtra.settings.title')}
      width={300}
      footer={
        <Button type="primary" onClick={saveAll}>
          {t('consoleExtra.settings.save')}
        </Button>
      }
    >
      <Section>
        <h3 id={ids.style}>{t('consoleExtra.settings.style')}</h3>
        <RadioGroup
          optionType="button"
          aria-labelledby={ids.style}
          options={menuThemes}
          value={settings.menuTheme}
          onChange={(menuTheme) => update({ menuTheme })}
        />
      </Section>
      <Section>
        <h3 id={ids.color}>{t('consoleExtra.settings.themeColor')}</h3>
        <ThemeColorPicker
          aria-labelledby={ids.color}
          value={settings.primaryColor}
          onChange={(primaryColor) => update({ primaryColor })}
        />
      </Section>
      <Section>
        <h3 id={ids.navigation}>{t('consoleExtra.settings.navigationMode')}</h3>
        <RadioGroup
          optionType="button"
          aria-labelledby={ids.navigation}
          options={navigationModes}
          value={settings.navigationMode}
          onChange={(navigationMode) => update({ navigationMode })}
        />
        <Row>
          <span data-part="label">
            <span id={ids.width}>{t('consoleExtra.settings.contentWidth')}</span>
            <small>{t('consoleExtra.settings.contentWidth.hint')}</small>
          </span>
          <Select
            size="small"
            style={{ width: 88 }}
            aria-labelledby={ids.width}
            options={widths}
            value={settings.contentWidth}
            onChange={(contentWidth) => contentWidth && update({ contentWidth })}
          />
        </Row>
        <SettingSwitch
          label={t('consoleExtra.settings.fixedHeader')}
          checked={settings.fixedHeader}
          onChange={(fixedHeader) => update({ fixedHeader })}
        />
        <SettingSwitch
          label={t('consoleExtra.settings.autoHideHeader')}
          checked={settings.autoHideHeader}
          unavailable={!autoHideHeaderAllowed(settings)}
          onChange={(autoHideHeader) => update({ autoHideHeader })}
        />
        <SettingSwitch
          label={t('consoleExtra.settings.fixedSideMenu')}
          checked={settings.fixedSideMenu}
          unavailable={!fixedSideMenuAllowed(settings)}
          onChange={(fixedSideMenu) => update({ fixedSideMenu })}
        />
      </Section>
      <Section>
        <h3>{t('consoleExtra.settings.other')}</h3>
        <SettingSwitch
          label={t('consoleExtra.settings.colorWeak')}
          checked={settings.colorWeak}
          onChange={(colorWeak) => update({ colorWeak })}
        />
        <SettingSwitch
          label={t('consoleExtra.settings.multipage')}
          checked={settings.multipage}
          onChange={(multipage) => update({ multipage })}
        />
        {/* Kept by the bell itself (per browser), so <farm-notice-bell> on a legacy page follows the same choice. */}
        <SettingSwitch label={t('consoleExtra.settings.readAloud')} checked={readAloud} onChange={setReadAloud} />
      </Section>
    </Drawer>
  );
}
