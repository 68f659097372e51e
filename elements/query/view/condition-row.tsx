import '../../core/i18n/catalogues/query';
import type { ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button, Select } from '../../core/ui';
import { rulesFor, type QueryCondition, type QueryField, type QueryRule } from '../model';
import { ConditionItem, RowButtons, ValueCell } from './query.styles';
import { ValueEditor } from './value-editor';

export interface ConditionRowProps {
  /** 1-based, for the accessible names. */
  number: number;
  condition: QueryCondition;
  fields: readonly QueryField[];
  onField: (field: QueryField | undefined) => void;
  onRule: (rule: QueryRule) => void;
  onValue: (value: string) => void;
  onAdd: () => void;
  onRemove: () => void;
}

/** One condition: field, rule, value editor, and buttons to add a row below or remove this one. */
export function ConditionRow(props: ConditionRowProps): ReactElement {
  const { number, condition, fields } = props;
  const { t } = useTranslation();
  const field = fields.find((candidate) => candidate.field === condition.field);
  const fieldOptions = fields.map((candidate) => ({ value: candidate.field, label: candidate.title }));
  const ruleOptions = rulesFor(field?.type).map((rule) => ({ value: rule, label: t(`query.rule.${rule}`) }));
  const valueLabel = t('query.value', { n: number });
  // A select's name ends with the text it shows, so speech users can name it by what they see.
  const fieldLabel = t('query.shown', {
    label: t('query.field', { n: number }),
    shown: field?.title ?? t('query.fieldPlaceholder'),
  });
  const ruleLabel = t('query.shown', {
    label: t('query.rule', { n: number }),
    shown: t(`query.rule.${condition.rule}`),
  });
  return (
    <ConditionItem data-condition={number}>
      <Select
        aria-label={fieldLabel}
        placeholder={t('query.fieldPlaceholder')}
        options={fieldOptions}
        value={condition.field || null}
        onChange={(name) => props.onField(fields.find((candidate) => candidate.field === name))}
      />
      <Select<QueryRule>
        aria-label={ruleLabel}
        options={ruleOptions}
        value={condition.rule}
        onChange={(rule) => rule && props.onRule(rule)}
      />
      <ValueCell role="group" aria-label={valueLabel}>
        {/* A new field gets a fresh editor: the pickers keep their own echo of the old value. */}
        <ValueEditor
          key={condition.field}
          field={field}
          rule={condition.rule}
          value={condition.val}
          label={valueLabel}
          onChange={props.onValue}
        />
      </ValueCell>
      <RowButtons>
        <Button aria-label={t('query.add')} onClick={props.onAdd}>
          +
        </Button>
        <Button aria-label={t('query.remove', { n: number })} onClick={props.onRemove}>
          −
        </Button>
      </RowButtons>
    </ConditionItem>
  );
}
