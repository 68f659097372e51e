import type { CronFieldName } from './cron-fields';
import type { CronField, CronItem } from './cron-model';
import { refuse } from './cron-syntax-error';
import { parseEntry, type FieldEntry } from './parse-entry';

/**
 * Reads one field's text (any case, as Quartz) into the field model. Throws CronSyntaxError
 * for text Quartz refuses, and for text Quartz accepts only by ignoring part of it (see
 * README.md, "Stricter than Quartz").
 */
export function parseField(field: CronFieldName, text: string): CronField {
  const upper = text.toUpperCase();
  if (upper === '') refuse(field, 'empty', text, 'the field is empty');
  const texts = upper.split(',');
  if (texts.length > 1 && (field === 'day' || field === 'week') && upper.includes('L')) {
    // Quartz: "Support for specifying 'L' with other days of the week is not implemented".
    refuse(field, 'not-in-list', upper, "'L' cannot be combined with other entries");
  }
  const entries = texts.map((entry) => {
    if (entry === '') return refuse(field, 'empty', upper, 'an entry between commas is empty');
    return parseEntry(field, entry);
  });
  const [only] = entries;
  if (only && entries.length === 1) return fieldOfSingle(only);
  return fieldOfList(field, upper, entries);
}

function fieldOfSingle(entry: FieldEntry): CronField {
  if ('type' in entry) return entry;
  switch (entry.kind) {
    case 'every':
      return { type: 'every' };
    case 'value':
      return { type: 'specify', values: [entry.value] };
    case 'loop':
      return { type: 'loop', from: entry.from, step: entry.step };
    case 'range':
      return entry.step === undefined
        ? { type: 'range', from: entry.from, to: entry.to }
        : { type: 'list', items: [entry] };
  }
}

function fieldOfList(field: CronFieldName, text: string, entries: FieldEntry[]): CronField {
  const items: CronItem[] = entries.map((entry) => {
    if ('type' in entry) {
      // Quartz documents 'W' and '#' as single-entry forms ("3#1,6#3 is not valid").
      return refuse(field, 'not-in-list', text, 'W, #, L and ? cannot be combined with other entries');
    }
    return entry;
  });
  const values = items.flatMap((item) => (item.kind === 'value' ? [item.value] : []));
  return values.length === items.length ? { type: 'specify', values } : { type: 'list', items };
}
