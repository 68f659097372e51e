import '../../core/i18n/catalogues/pickers';
import { dialogPicker, type DialogPickerProps } from '../shared/dialog-picker';
import { UserPickerDialog } from './user-picker-dialog';
import { echoUsers, type PickerUser } from './user-query';

/** Modal width 1250 by default (1200 in some uses). */
export const USER_PICKER_WIDTH = 1250;

/** Stores usernames and shows real names unless told otherwise. */
export type UserPickerProps = DialogPickerProps<PickerUser>;

/** The user-by-department picker: the chosen users' names and a dialog to choose them. */
export const UserPicker = dialogPicker<PickerUser>({
  defaults: { storeField: 'username', textField: 'realname', modalWidth: USER_PICKER_WIDTH },
  fieldLabel: 'pickers.user.field',
  echo: echoUsers,
  Dialog: UserPickerDialog,
});
