import '../../core/i18n/catalogues/dialogs';
import '../../core/i18n/catalogues/query';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { DeferredNoticeProvider, PromptModal, useConfirm } from '../../core/ui';
import type { Rule } from '../../core/validation';
import { promptRules } from '../model/prompt-rules';
import { isTakenName, saveNameRules } from '../model/save-name';
import { useHostOpen } from './use-host-open';

export interface PromptControlProps {
  /** Shows the modal; 确定 or a cancel clears `open` again. */
  open?: boolean;
  /** The title bar; default 请输入 (`save-name`: 请输入保存的名称). */
  heading?: string;
  /** The field's accessible name (and visible label with `show-label`); default 内容 (`save-name`: 名称). */
  label?: string;
  /** Shows the label above the field. */
  showLabel?: boolean;
  /** The text the field starts with each time it opens. */
  value?: string;
  placeholder?: string;
  /** Pixels; default 400. */
  width?: number;
  /** An empty text is refused with `required-message` (default 请输入<label>). */
  required?: boolean;
  requiredMessage?: string;
  /** The whole text must match, as `<input pattern>`; refused with `pattern-message` (default 格式不正确). */
  pattern?: string;
  patternMessage?: string;
  /** The caller's rules, checked after `required` and `pattern`: `{ required, pattern, validator, message }`. */
  rules?: readonly Rule[];
  /**
   * `text` (default) or `save-name`: the advanced query's save-name prompt (保存名称不能为空; a name
   * in `existingNames` asks 是否覆盖 first).
   */
  variant?: 'text' | 'save-name';
  /** `save-name`: the names already taken. */
  existingNames?: readonly string[];
  /** 确定 with the text valid; detail `{ value }` (a save name is trimmed). */
  onConfirm?: (detail: { value: string }) => void;
  /** 取消, the X or Escape; detail `{}`. */
  onCancel?: (detail: Record<string, never>) => void;
  /** Given by the custom element: its shadow root. */
  container?: ShadowRoot;
}

/** What `<farm-prompt>` renders: the prompt modal with its own confirmation, opened by `open`. */
export function PromptControl(props: PromptControlProps): ReactElement {
  return (
    <DeferredNoticeProvider>
      <PromptBody {...props} />
    </DeferredNoticeProvider>
  );
}

function PromptBody({
  open = false,
  heading,
  label,
  showLabel,
  value,
  placeholder,
  width,
  required,
  requiredMessage,
  pattern,
  patternMessage,
  rules,
  variant = 'text',
  existingNames,
  onConfirm,
  onCancel,
  container,
}: PromptControlProps): ReactElement {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { shown, close } = useHostOpen(open, container);
  const saveName = variant === 'save-name';
  const fieldLabel = label ?? (saveName ? t('query.saveNameLabel') : t('dialogs.promptLabel'));
  const checks = useMemo(
    () =>
      saveName
        ? saveNameRules(rules)
        : promptRules({ label: fieldLabel, required, requiredMessage, pattern, patternMessage, rules }),
    [saveName, fieldLabel, required, requiredMessage, pattern, patternMessage, rules],
  );

  const accept = async (typed: string) => {
    const answer = saveName ? typed.trim() : typed;
    if (saveName && isTakenName(existingNames, answer)) {
      const overwrite = await confirm({
        title: t('query.overwriteTitle'),
        content: t('query.overwrite', { title: answer }),
        okText: t('query.overwriteOk'),
      });
      // A rejection keeps the prompt open with the name typed, to choose another.
      if (!overwrite) throw new Error('kept');
    }
    close();
    onConfirm?.({ value: answer });
  };

  return (
    <PromptModal
      open={shown}
      title={heading ?? (saveName ? t('query.saveName') : t('dialogs.promptTitle'))}
      label={fieldLabel}
      showLabel={showLabel}
      defaultValue={value ?? ''}
      placeholder={placeholder}
      rules={checks}
      width={width}
      onOk={accept}
      onCancel={() => {
        close();
        onCancel?.({});
      }}
    />
  );
}
