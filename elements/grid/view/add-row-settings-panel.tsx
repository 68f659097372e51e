import '../../core/i18n/catalogues/grid';
import styled from '@emotion/styled';
import { useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button, Checkbox, color, fontSize, Input, Popup, useNotice } from '../../core/ui';
import {
  addRowSettingsDraft,
  checkAddRowSettingsDraft,
  DEFAULT_ADD_ROW_SETTINGS,
  MAX_ADD_ROW_NUM,
  type AddRowSettings,
  type AddRowSettingsDraft,
  type AddRowSettingsProblem,
} from '../model/add-row-settings';

/** The panel's fixed size: three fields, their messages and a button row. */
export const ADD_ROW_SETTINGS_POPUP = { width: 300, height: 262 } as const;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 8px;
  font-size: ${fontSize};
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Note = styled.span<{ $error?: boolean }>`
  min-block-size: 1.5em;
  color: ${(props) => (props.$error ? color.danger : color.textSecondary)};
  font-size: 12px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

export interface AddRowSettingsPanelProps {
  /** Reads the settings saved for this grid (as the panel opens). */
  readSaved: () => AddRowSettings;
  /** Fields the page fixes through `addRowSettings`: shown with that value and not editable here. */
  fixedByPage: Partial<AddRowSettings>;
  /** Stores the settings locally; throws when the browser refuses (storage full or disabled). */
  save: (settings: AddRowSettings) => void;
  close: () => void;
}

type NumberField = 'addRowNum' | 'addIndex';

/** 新增设置: rows per click, where new rows go and whether the grid scrolls to them, saved locally. */
export function AddRowSettingsPanel({ readSaved, fixedByPage, save, close }: AddRowSettingsPanelProps): ReactElement {
  const { t } = useTranslation();
  const { message } = useNotice();
  const [draft, setDraft] = useState<AddRowSettingsDraft>(() => addRowSettingsDraft(readSaved()));
  const [problems, setProblems] = useState<Partial<Record<NumberField, AddRowSettingsProblem>>>({});

  const problemText = (problem: AddRowSettingsProblem) =>
    problem === 'addRowNumInvalid' ? t('grid.addRowNumInvalid', { max: MAX_ADD_ROW_NUM }) : t('grid.addIndexInvalid');

  const change = (field: NumberField, text: string) => {
    const next = { ...draft, [field]: text };
    setDraft(next);
    // A field that was refused is checked again as it is corrected.
    if (problems[field]) {
      const check = checkAddRowSettingsDraft(next);
      setProblems((current) => ({ ...current, [field]: check.ok ? undefined : check.problems[field] }));
    }
  };

  const submit = () => {
    const check = checkAddRowSettingsDraft(draft);
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    try {
      save(check.settings);
    } catch {
      message.error(t('grid.addSettingsNotSaved'));
      return;
    }
    message.success(t('grid.addSettingsSaved'));
    close();
  };

  const numberField = (field: NumberField, label: string, hint?: string) => {
    const fixed = fixedByPage[field];
    const problem = problems[field];
    return (
      <Label>
        {label}
        <Input
          size="small"
          inputMode="numeric"
          value={fixed === undefined ? draft[field] : String(fixed)}
          disabled={fixed !== undefined}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => change(field, event.target.value)}
        />
        <Note $error={Boolean(problem)}>
          {problem ? problemText(problem) : fixed !== undefined ? t('grid.setByPage') : hint}
        </Note>
      </Label>
    );
  };

  return (
    <Popup
      width={ADD_ROW_SETTINGS_POPUP.width}
      height={ADD_ROW_SETTINGS_POPUP.height}
      trapFocus
      aria-label={t('grid.addSettings')}
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        }}
      >
        {numberField('addRowNum', t('grid.addRowNum'))}
        {numberField('addIndex', t('grid.addIndex'), t('grid.addIndexHint'))}
        <Checkbox
          checked={fixedByPage.addScrollToBottom ?? draft.addScrollToBottom}
          disabled={fixedByPage.addScrollToBottom !== undefined}
          onChange={(checked) => setDraft((current) => ({ ...current, addScrollToBottom: checked }))}
        >
          {t('grid.addScrollToBottom')}
        </Checkbox>
        <Actions>
          <Button size="small" type="link" onClick={() => setDraft(addRowSettingsDraft(DEFAULT_ADD_ROW_SETTINGS))}>
            {t('grid.addSettingsReset')}
          </Button>
          <Button size="small" onClick={close}>
            {t('grid.cancel')}
          </Button>
          <Button size="small" type="primary" htmlType="submit">
            {t('grid.save')}
          </Button>
        </Actions>
      </Form>
    </Popup>
  );
}
