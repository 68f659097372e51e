import { getAction } from '../../../elements/core/http';
import { checkDuplicateValue } from '../../../elements/core/validation';
import type { FarmField } from './farm-declaration';
import type { FarmFieldError, FarmFormValues } from './farm-form-rules';

/**
 * Asks the duplicate check (`/sys/duplicate/check`) for each unique field it answers for that
 * was given a value, the record being edited aside: the refusals by field, with the server's message.
 */
export async function farmUniqueErrors(
  table: string,
  fields: readonly FarmField[],
  values: FarmFormValues,
  editing: string | null,
): Promise<Record<string, FarmFieldError>> {
  const unique = fields.filter((field) => field.unique && field.duplicateCheck && (values[field.name] ?? '').trim());
  const answers = await Promise.all(
    unique.map((field) =>
      checkDuplicateValue(
        (url, params) => getAction(url, params),
        { tableName: table, fieldName: field.name, dataId: editing ?? undefined },
        (values[field.name] ?? '').trim(),
      ),
    ),
  );
  const errors: Record<string, FarmFieldError> = {};
  unique.forEach((field, index) => {
    const message = answers[index];
    if (message) errors[field.name] = { text: message };
  });
  return errors;
}
