import '../../core/i18n/catalogues/import';
import { useState } from 'react';
import { uploadAction } from '../../core/http';
import { t } from '../../core/i18n';
import { importFormData, importOutcome, type ImportAnswer, type ImportOutcome, type ImportSettings } from '../model';

/**
 * Sends the chosen workbooks and reads the answer. `uploading` and `percent` drive the modal;
 * a request that fails (network, HTTP status) ends the upload too, so the modal stays usable —
 * the HTTP client has already told the user why.
 */
export function useImport(url: string, settings: ImportSettings) {
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);

  const send = async (files: readonly File[]): Promise<ImportOutcome | null> => {
    setUploading(true);
    setPercent(0);
    try {
      const answer = await uploadAction<unknown>(url, importFormData(files, settings), { onProgress: setPercent });
      return importOutcome(answer as ImportAnswer, t('import.failed'));
    } catch {
      return null;
    } finally {
      setUploading(false);
    }
  };

  return { uploading, percent, send };
}
