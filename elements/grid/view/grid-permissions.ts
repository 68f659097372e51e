import { buttonShown, sessionExcludedButtonCodes } from '../../core/permission';

/**
 * Which row buttons show: with an authorisation prefix, a button shows only if the session
 * does not exclude its code (add, batch_delete); excluding batch_delete also hides remove.
 */
export function toolbarButtonsShown(authPrefix: string | undefined): { add: boolean; batchDelete: boolean } {
  const excluded = sessionExcludedButtonCodes(authPrefix);
  return { add: buttonShown('add', excluded), batchDelete: buttonShown('batch_delete', excluded) };
}
