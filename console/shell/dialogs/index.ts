export { ChangePasswordDialog, type ChangePasswordDialogProps } from './change-password-dialog';
export { DepartSwitchDialog, type DepartSwitchDialogProps } from './depart-switch-dialog';
export {
  configureShellDialogs,
  resetShellDialogs,
  type ShellDialogsOptions,
  type AccountWriteMethod,
} from './write-method';
export {
  loadCurrentUserDeparts,
  currentDepartName,
  selectDepart,
  updatePassword,
  type UserDepart,
  type CurrentUserDeparts,
  type PasswordChange,
} from './account-requests';
export { FormField, type FormFieldProps, type FieldControl } from './form-field';
