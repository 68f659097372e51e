import { useId, type ReactElement, type ReactNode } from 'react';
import { Switch } from '../../../elements/core/ui';
import { Row } from './settings-drawer.styles';

export interface SettingSwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** An option the other settings rule out: switched off, greyed and struck through as in JeecgBoot's drawer. */
  unavailable?: boolean;
}

/** One on/off preference of the drawer: its label on the left, the switch on the right. */
export function SettingSwitch({ label, checked, onChange, unavailable = false }: SettingSwitchProps): ReactElement {
  const labelId = useId();
  return (
    <Row>
      <span data-part="label" data-unavailable={unavailable || undefined}>
        <span id={labelId}>{label}</span>
      </span>
      <Switch size="small" aria-labelledby={labelId} checked={checked} disabled={unavailable} onChange={onChange} />
    </Row>
  );
}
