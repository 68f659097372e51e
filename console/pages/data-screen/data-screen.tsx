import type { ReactElement } from 'react';
import { MapScreen } from './map-screen';
import { YieldScreen } from './yield-screen';

/** /map/dataScreen and /yield/dataScreen: the full-window data screens. */
export function DataScreen({ screen }: { screen: 'map' | 'yield' }): ReactElement {
  return screen === 'map' ? <MapScreen /> : <YieldScreen />;
}
