import { announcementSheet } from './announcement-sheet';
import { categorySheet } from './category-sheet';
import { departSheet } from './depart-sheet';
import { dictSheet } from './dict-sheet';
import { positionSheet } from './position-sheet';
import { quartzSheet } from './quartz-sheet';
import { roleSheet } from './role-sheet';
import { sheetRoutes } from './sheet-routes';
import { userSheet } from './user-sheet';

/** Spreadsheet export (and import, where it makes records that are safe to make from a sheet) of the system lists. */
export const systemSheetRoutes = sheetRoutes([
  userSheet,
  roleSheet,
  dictSheet,
  positionSheet,
  categorySheet,
  departSheet,
  quartzSheet,
  announcementSheet,
]);
