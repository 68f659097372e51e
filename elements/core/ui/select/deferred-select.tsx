import '../../i18n/catalogues/ui';
import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { useTranslation } from '../../i18n';
import { SelectSuffix } from './select-suffix';
import { labelOf, nameShowing, type SelectValue } from './select-model';
import type { SingleSelectProps } from './select-props';
import { controlFrame, Placeholder, SelectedText, SelectRoot } from './select.styles';

// Headless UI's list box is fetched only when the user reaches for the select; lazy() drops the
// component's type parameter, the cast gives it back.
const loadListbox = () => import('./listbox-select');
const ListboxSelect = lazy(() =>
  loadListbox().then((module) => ({ default: module.ListboxSelect })),
) as unknown as typeof import('./listbox-select').ListboxSelect;

const StandInButton = styled.button`
  ${controlFrame}
`;

export type DeferredSelectProps<V extends SelectValue> = Omit<SingleSelectProps<V>, 'searchable' | 'defaultValue'> & {
  value: V | null;
};

interface Reach {
  /** The stand-in has the focus (it lost it only by the focus moving elsewhere). */
  focused: boolean;
  pressed: boolean;
}

/** Once the list box has arrived: the focus the stand-in had moves to its button, and a pending press opens it. */
function Arrival({ within, reach }: { within: RefObject<HTMLElement | null>; reach: RefObject<Reach> }) {
  useEffect(() => {
    const button = within.current?.querySelector<HTMLButtonElement>('button');
    const { focused, pressed } = reach.current;
    if (focused || pressed) button?.focus();
    // The list box opens on a pointer's press, which is over; the down arrow on its button opens it alike.
    if (pressed)
      button?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
  }, [within, reach]);
  return null;
}

/**
 * The product's list-box select for a widget whose first draw must stay small (the cron editor,
 * which legacy pages load alone): until it is pressed or takes the focus, a button of the same
 * look shows the value; then the list box loads and takes its place, keeping the focus, and the
 * press opens it. Same look, keyboard and names as `Select`.
 */
export function DeferredSelect<V extends SelectValue>(props: DeferredSelectProps<V>): ReactElement {
  const { t } = useTranslation();
  const { value, onChange, options, disabled = false, ...common } = props;
  const [wanted, setWanted] = useState(false);
  const reach = useRef<Reach>({ focused: false, pressed: false });
  const within = useRef<HTMLSpanElement>(null);
  const shown = labelOf(options, value);
  const placeholder = props.placeholder ?? t('ui.select.placeholder');

  const standIn = (
    <SelectRoot className={props.className} style={props.style}>
      <StandInButton
        type="button"
        id={props.id}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-label={nameShowing(props['aria-label'], shown)}
        aria-labelledby={props['aria-labelledby']}
        data-size={props.size}
        data-status={props.status}
        data-disabled={disabled || undefined}
        disabled={disabled}
        // The pointer coming over only fetches the code: the stand-in stays, so the press that may
        // follow lands on it, not on an element swapped in under the pointer.
        onPointerEnter={() => void loadListbox()}
        onPointerDown={() => {
          reach.current.pressed = true;
          setWanted(true);
        }}
        onFocus={() => {
          reach.current.focused = true;
          setWanted(true);
        }}
        // Removing the focused stand-in blurs it with no next element: that focus is kept for the list box.
        onBlur={(event) => {
          if (event.relatedTarget) reach.current.focused = false;
        }}
      >
        {shown ? <SelectedText>{shown}</SelectedText> : <Placeholder>{placeholder}</Placeholder>}
      </StandInButton>
      <SelectSuffix clearable={false} onClear={() => undefined} />
    </SelectRoot>
  );
  if (!wanted) return standIn;
  return (
    <span ref={within} style={{ display: 'contents' }}>
      <Suspense fallback={standIn}>
        <ListboxSelect<V>
          {...common}
          options={options}
          disabled={disabled}
          multiple={false}
          chosen={value === null ? [] : [value]}
          choose={(next) => onChange?.(next.length ? (next[next.length - 1] ?? null) : null)}
        />
        <Arrival within={within} reach={reach} />
      </Suspense>
    </span>
  );
}
