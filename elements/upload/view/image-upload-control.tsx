import type { ReactElement } from 'react';
import { UploadControl, type UploadControlProps } from './upload-control';

export type ImageUploadControlProps = Omit<UploadControlProps, 'type'>;

/** The upload field in image mode, for `<farm-image-upload>`. */
export function ImageUploadControl(props: ImageUploadControlProps): ReactElement {
  return <UploadControl {...props} type="image" />;
}
