import { firstStartLines } from '../messages';

/**
 * `FARM_DEMO`: `on` (or unset) gives a first start the demo accounts and data, `off` leaves them
 * out. Any other value is refused at start: a typo must not put demo accounts into a production
 * database.
 */
export function demoDataFrom(text: string | undefined): boolean {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(firstStartLines.demoValueInvalid(text ?? ''));
}
