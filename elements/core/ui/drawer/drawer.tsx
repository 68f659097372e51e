import '../../i18n/catalogues/ui';
import { useId, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useTopLayerEntry } from '../layer/top-layer';
import { useNativeDialog } from '../modal/use-native-dialog';
import { cssSize } from '../shared/css-size';
import { DialogFooter, DialogMask, DialogSurface, DialogTitle, HeaderButton } from '../shared/dialog.styles';
import { CloseIcon } from '../shared/icons';
import { useKeptContent } from '../shared/use-kept-content';
import { useMaskClick } from '../shared/use-mask-click';
import { DrawerBody, DrawerHeader, DrawerPanel } from './drawer.styles';

export interface DrawerProps {
  open: boolean;
  /** Asked for by the X, Escape and (with maskClosable) a click on the mask. */
  onClose?: () => void;
  title?: ReactNode;
  placement?: 'right' | 'left';
  /** Pixels as a number, or any CSS width. */
  width?: number | string;
  footer?: ReactNode;
  closable?: boolean;
  keyboard?: boolean;
  maskClosable?: boolean;
  mask?: boolean;
  destroyOnClose?: boolean;
  forceRender?: boolean;
  afterClose?: () => void;
  bodyStyle?: CSSProperties;
  className?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

/** A side panel on the native `<dialog>`, drawn in place (never portalled) like Modal. */
export function Drawer({
  open,
  onClose,
  title,
  placement = 'right',
  width = 378,
  footer,
  closable = true,
  keyboard = true,
  maskClosable = true,
  mask = true,
  destroyOnClose = false,
  forceRender = false,
  afterClose,
  bodyStyle,
  className,
  children,
  ...aria
}: DrawerProps): ReactElement {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useNativeDialog({ open, keyboard, onCancel: onClose, afterClose });
  const maskClick = useMaskClick(maskClosable ? onClose : undefined);
  const showContent = useKeptContent(open, destroyOnClose, forceRender);
  useTopLayerEntry(dialog, open);

  return (
    <DialogSurface ref={dialog} aria-labelledby={title != null ? titleId : undefined} aria-label={aria['aria-label']}>
      <DialogMask $visible={mask} {...maskClick} />
      {showContent && (
        <DrawerPanel data-placement={placement} className={className} style={{ width: cssSize(width) }}>
          {(title != null || closable) && (
            <DrawerHeader>
              <DialogTitle id={titleId}>{title}</DialogTitle>
              {closable && (
                <HeaderButton type="button" aria-label={t('ui.close')} onClick={onClose}>
                  <CloseIcon />
                </HeaderButton>
              )}
            </DrawerHeader>
          )}
          <DrawerBody style={bodyStyle}>{children}</DrawerBody>
          {footer != null && <DialogFooter>{footer}</DialogFooter>}
        </DrawerPanel>
      )}
    </DialogSurface>
  );
}
