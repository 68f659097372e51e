import '../../core/i18n/catalogues/pickers';
import { t } from '../../core/i18n';
import type { PickColumn } from '../shared/pick-table';
import type { PickerUser } from './user-query';

/** Sex codes 1/2 (spec 9). */
function sexText(sex: PickerUser['sex']): string {
  if (String(sex) === '1') return t('pickers.user.male');
  if (String(sex) === '2') return t('pickers.user.female');
  return '';
}

/** The user table's columns (spec 3.3): account, name, sex, phone, department. */
export function userColumns(): PickColumn<PickerUser>[] {
  return [
    { key: 'username', title: t('pickers.user.username'), width: 120 },
    { key: 'realname', title: t('pickers.user.realname'), width: 120 },
    { key: 'sex', title: t('pickers.user.sex'), width: 60, render: (user) => sexText(user.sex) },
    { key: 'phone', title: t('pickers.user.phone'), width: 120 },
    { key: 'orgCodeTxt', title: t('pickers.user.depart') },
  ];
}
