import type { CronField, CronItem } from './cron-model';

/** The field's text: numbers only (month and week names come back as numbers), upper case. */
export function formatField(field: CronField): string {
  switch (field.type) {
    case 'every':
      return '*';
    case 'unset':
      return '?';
    case 'range':
      return `${field.from}-${field.to}`;
    case 'loop':
      return `${field.from}/${field.step}`;
    case 'specify':
      return field.values.join(',');
    case 'workday':
      return `${field.day}W`;
    case 'last':
      return field.offset === 0 ? 'L' : `L-${field.offset}`;
    case 'lastWorkday':
      return field.offset === 0 ? 'LW' : `L-${field.offset}W`;
    case 'lastWeekday':
      return `${field.weekday}L`;
    case 'nthWeekday':
      return `${field.weekday}#${field.nth}`;
    case 'list':
      return field.items.map(formatItem).join(',');
  }
}

function formatItem(item: CronItem): string {
  switch (item.kind) {
    case 'every':
      return '*';
    case 'value':
      return String(item.value);
    case 'range':
      return item.step === undefined ? `${item.from}-${item.to}` : `${item.from}-${item.to}/${item.step}`;
    case 'loop':
      return `${item.from}/${item.step}`;
  }
}
