import type { FastifyPluginAsync } from 'fastify';
import { okMessage, requireCaller } from '../../http';
import { filesMessages } from '../../messages';
import { extensionOf, isUploadable } from './file-kinds';
import { discardIncoming, receiveUpload, uploadRefusal, type ReceivedUpload } from './receive-upload';
import { storeUpload } from './store-upload';
import { bizFolder } from './stored-names';
import type { UploadFolders } from './upload-folders';

export interface UploadRouteOptions {
  folders: UploadFolders;
  maxBytes: number;
}

/**
 * `POST /sys/common/upload`: multipart `file` (+ `biz`, `isup`, `jeditor`), answered as JeecgBoot
 * does with the stored path in `message` (and in `result`): `<biz>/<32 hex digits>/<name>.<ext>`. Any
 * signed-in user may upload (avatars, editor images, attachments); the file is checked (one file,
 * an allowed extension, not empty, within the size limit) before it is moved into place.
 */
export const uploadRoute: FastifyPluginAsync<UploadRouteOptions> = async (app, { folders, maxBytes }) => {
  app.post('/sys/common/upload', { config: { selfService: true } }, async (request) => {
    requireCaller(request);
    const received: ReceivedUpload = { fields: {} };
    try {
      await receiveUpload(request, folders.incoming, maxBytes, received);
      const biz = bizFolder(received.fields.biz);
      if (!biz) throw uploadRefusal(filesMessages.badBiz);
      const { file } = received;
      if (!file) throw uploadRefusal(filesMessages.fileMissing);
      const extension = extensionOf(file.originalName);
      if (!isUploadable(extension)) throw uploadRefusal(filesMessages.typeNotAllowed(extension));
      if (file.size === 0) throw uploadRefusal(filesMessages.fileEmpty);
      const stored = await storeUpload(folders.root, biz, file.incomingPath, file.originalName);
      return okMessage(stored);
    } finally {
      await discardIncoming(received);
    }
  });
};
