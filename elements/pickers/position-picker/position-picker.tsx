import '../../core/i18n/catalogues/pickers';
import { dialogPicker, type DialogPickerProps } from '../shared/dialog-picker';
import { PositionPickerDialog } from './position-picker-dialog';
import { echoPositions, type PickerPosition } from './position-query';

/** The spec gives no width for this dialog; three columns read well at 800. */
export const POSITION_PICKER_WIDTH = 800;

/** Stores position codes (the record carries `id` too) and shows names unless told otherwise. */
export type PositionPickerProps = DialogPickerProps<PickerPosition>;

/** The position picker: the chosen positions' names and a dialog to choose them. */
export const PositionPicker = dialogPicker<PickerPosition>({
  defaults: { storeField: 'code', textField: 'name', modalWidth: POSITION_PICKER_WIDTH },
  fieldLabel: 'pickers.position.field',
  echo: echoPositions,
  Dialog: PositionPickerDialog,
});
