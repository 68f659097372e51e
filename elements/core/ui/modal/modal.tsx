import '../../i18n/catalogues/ui';
import { useId, type CSSProperties, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n';
import { useTopLayerEntry } from '../layer/top-layer';
import { cssSize } from '../shared/css-size';
import { DialogMask, DialogSurface, DialogTitle, HeaderButton } from '../shared/dialog.styles';
import { CloseIcon, ExitFullscreenIcon, FullscreenIcon, MoveIcon } from '../shared/icons';
import { useControllableState } from '../shared/use-controllable-state';
import { useKeptContent } from '../shared/use-kept-content';
import { useMaskClick } from '../shared/use-mask-click';
import { ModalBody, ModalHeader, ModalPanel, ModalScroller } from './modal.styles';
import { ModalFooter, type ModalFooterProps } from './modal-footer';
import { useDragOffset } from './use-drag-offset';
import { useNativeDialog } from './use-native-dialog';

export interface ModalProps extends Omit<ModalFooterProps, 'showCancel' | 'okRef'> {
  open: boolean;
  title?: ReactNode;
  /** Pixels as a number, or any CSS width. */
  width?: number | string;
  /** `undefined` shows 取消 / 确定; `null` shows no footer; any node replaces it. */
  footer?: ReactNode;
  /** Shows the X in the title bar. */
  closable?: boolean;
  /** Escape closes (reported through `onCancel`). */
  keyboard?: boolean;
  /** A click on the mask closes (reported through `onCancel`). Off by default so a half-filled form survives a stray click. */
  maskClosable?: boolean;
  mask?: boolean;
  centered?: boolean;
  /** Shows the 全屏 toggle in the title bar, switching the width to 100%. */
  fullscreenToggle?: boolean;
  fullscreen?: boolean;
  defaultFullscreen?: boolean;
  onFullscreenChange?: (fullscreen: boolean) => void;
  /** The dialog can be moved by its title bar. */
  draggable?: boolean;
  bodyMaxHeight?: number | string;
  bodyStyle?: CSSProperties;
  destroyOnClose?: boolean;
  forceRender?: boolean;
  afterClose?: () => void;
  /** Receives focus on opening instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Receives focus on closing when the control that opened the dialog is gone (an entry of a closed pop-up). */
  returnFocus?: RefObject<HTMLElement | null>;
  className?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

/** A modal dialog on the native `<dialog>`; it renders where it is declared, never in a portal. */
export function Modal(props: ModalProps): ReactElement {
  const {
    open,
    title,
    width = 520,
    footer,
    closable = true,
    keyboard = true,
    maskClosable = false,
    mask = true,
    centered = false,
    fullscreenToggle = false,
    draggable = false,
    bodyMaxHeight,
    bodyStyle,
    destroyOnClose = false,
    forceRender = false,
    onCancel,
    className,
    children,
  } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const [fullscreen, setFullscreen] = useControllableState(props.fullscreen, props.defaultFullscreen ?? false);
  const dialog = useNativeDialog({
    open,
    keyboard,
    onCancel,
    afterClose: props.afterClose,
    initialFocus: props.initialFocus,
    returnFocus: props.returnFocus,
  });
  const drag = useDragOffset(draggable && !fullscreen, open);
  const maskClick = useMaskClick(maskClosable ? onCancel : undefined);
  const showContent = useKeptContent(open, destroyOnClose, forceRender);
  useTopLayerEntry(dialog, open);

  const toggleFullscreen = () => {
    setFullscreen(!fullscreen);
    props.onFullscreenChange?.(!fullscreen);
  };
  const hasHeader = title != null || closable || fullscreenToggle;

  return (
    <DialogSurface ref={dialog} aria-labelledby={title != null ? titleId : undefined} aria-label={props['aria-label']}>
      <DialogMask $visible={mask} />
      <ModalScroller $centered={centered} $fullscreen={fullscreen} {...maskClick}>
        {showContent && (
          <ModalPanel
            className={className}
            $fullscreen={fullscreen}
            style={{
              width: fullscreen ? '100%' : cssSize(width),
              transform:
                drag.offset.x || drag.offset.y ? `translate(${drag.offset.x}px, ${drag.offset.y}px)` : undefined,
            }}
          >
            {hasHeader && (
              <ModalHeader $draggable={draggable && !fullscreen} {...drag.handlers}>
                <DialogTitle id={titleId}>{title}</DialogTitle>
                {draggable && !fullscreen && (
                  <HeaderButton
                    type="button"
                    aria-label={t('ui.move')}
                    aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
                    onKeyDown={drag.onMoveKeyDown}
                  >
                    <MoveIcon />
                  </HeaderButton>
                )}
                {fullscreenToggle && (
                  <HeaderButton
                    type="button"
                    aria-label={fullscreen ? t('ui.exitFullscreen') : t('ui.fullscreen')}
                    aria-pressed={fullscreen}
                    onClick={toggleFullscreen}
                  >
                    {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
                  </HeaderButton>
                )}
                {closable && (
                  <HeaderButton type="button" aria-label={t('ui.close')} onClick={onCancel}>
                    <CloseIcon />
                  </HeaderButton>
                )}
              </ModalHeader>
            )}
            <ModalBody
              $fullscreen={fullscreen}
              $scrolls={fullscreen || bodyMaxHeight !== undefined}
              style={{ maxHeight: cssSize(bodyMaxHeight), ...bodyStyle }}
            >
              {children}
            </ModalBody>
            {footer === undefined ? (
              <ModalFooter
                onOk={props.onOk}
                onCancel={onCancel}
                okText={props.okText}
                cancelText={props.cancelText}
                okDanger={props.okDanger}
                confirmLoading={props.confirmLoading}
                okDisabled={props.okDisabled}
              />
            ) : (
              footer
            )}
          </ModalPanel>
        )}
      </ModalScroller>
    </DialogSurface>
  );
}
