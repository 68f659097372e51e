/** A `datetime-local` input's value as the server reads date-times: `YYYY-MM-DD HH:mm:ss`. */
export function dateTimeFromInput(value: string): string {
  if (value === '') return '';
  const text = value.replace('T', ' ');
  return text.length === 16 ? `${text}:00` : text;
}

/** A `YYYY-MM-DD HH:mm:ss` value as a `datetime-local` input shows it. */
export function dateTimeToInput(value: string): string {
  return value.replace(' ', 'T');
}
