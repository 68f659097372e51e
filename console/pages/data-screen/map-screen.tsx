import styled from '@emotion/styled';
import { useCallback, useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import type { ChartTheme } from '../charts/chart-theme';
import { EChart } from '../charts/echart';
import { byMapRegion } from './province-names';
import { ScreenFrame, ScreenPanel } from './screen-frame';
import type { MapScreenFigures, ProvinceFigures } from './screen-figures';
import { chinaMapOption, groupedBarOption, type NamedValue } from './screen-options';
import { CHINA_MAP, useChinaMap } from './use-china-map';
import { useScreenFigures } from './use-screen-figures';
import { mayReadFigures } from '../dashboard/figure-access';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 480px 1fr 480px;
  gap: 16px;
  min-height: 0;
  & [role='alert'] { color: #ff7875; }
  & table { width: 100%; border-collapse: collapse; font-size: 15px; }
  & th, & td { padding: 6px 4px; text-align: left; border-bottom: 1px solid rgba(120, 180, 255, 0.15); }
  & th { color: rgba(255, 255, 255, 0.6); font-weight: 400; }
  & [data-part='readings'] { flex: 1; min-height: 0; overflow: hidden; }
`;

/** How many provinces the bar chart beside the map ranks. */
const RANKED_PROVINCES = 12;
/** How many readings fit the panel on the 1080-pixel stage. */
const SHOWN_READINGS = 24;

const noProvinces = (rows: readonly ProvinceFigures[]) => rows.length === 0;
const noRegions = (rows: readonly NamedValue[]) => rows.length === 0;

/** /map/dataScreen: orders and machines per province on a map of China, and live IoT readings. */
export function MapScreen(): ReactElement {
  const { t, locale } = useTranslation();
  const screen = useScreenFigures<MapScreenFigures>('/stats/mapScreen', undefined, mayReadFigures('orders'));
  const map = useChinaMap();
  const provinces = screen.figures?.provinces ?? null;
  const regions = useMemo(
    () => (provinces && map.regions ? byMapRegion(provinces, map.regions, (row) => row.orderCount) : null),
    [provinces, map.regions],
  );
  const ranked = useMemo(() => provinces?.slice(0, RANKED_PROVINCES) ?? null, [provinces]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildMap = useCallback(
    (data: NamedValue[], theme: ChartTheme) => chinaMapOption(CHINA_MAP, data, theme, t('dashboard.screen.orders')),
    [t, locale],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildRanking = useCallback(
    (rows: ProvinceFigures[], theme: ChartTheme) =>
      groupedBarOption(
        rows.map((row) => row.province),
        [
          { name: t('dashboard.screen.orders'), values: rows.map((row) => row.orderCount) },
          { name: t('dashboard.screen.machines'), values: rows.map((row) => row.machineCount) },
        ],
        theme,
        true,
      ),
    [t, locale],
  );
  const error = screen.error ?? map.error;
  // A role whose buttons do not open the list behind the screen is told so, not shown a failure.
  if (screen.denied) {
    return (
      <ScreenFrame title={t('dashboard.screen.map')} updatedAt={null}>
        <p role="status">{t('dashboard.notForRole')}</p>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={t('dashboard.screen.map')} updatedAt={screen.updatedAt}>
      <Layout>
        <ScreenPanel aria-labelledby="screen-provinces">
          <h2 id="screen-provinces">{t('dashboard.screen.provinces')}</h2>
          <EChart
            data={ranked}
            isEmpty={noProvinces}
            build={buildRanking}
            loading={screen.loading}
            label={t('dashboard.screen.provinces')}
            height="100%"
          />
        </ScreenPanel>
        <ScreenPanel aria-label={t('dashboard.screen.map')}>
          {error ? <p role="alert">{t('dashboard.loadFailed', { message: error })}</p> : null}
          <EChart
            data={regions}
            isEmpty={noRegions}
            build={buildMap}
            loading={screen.loading || !map.regions}
            label={t('dashboard.screen.map')}
            height="100%"
          />
        </ScreenPanel>
        <ScreenPanel aria-labelledby="screen-readings">
          <h2 id="screen-readings">{t('dashboard.screen.readings')}</h2>
          <div data-part="readings">
            {screen.figures && screen.figures.readings.length === 0 ? <p>{t('dashboard.screen.noReadings')}</p> : null}
            <table>
              <tbody>
                {(screen.figures?.readings ?? []).slice(0, SHOWN_READINGS).map((reading) => (
                  <tr key={reading.id}>
                    <th scope="row">{reading.sensorName}</th>
                    <td>{reading.sensorType_dictText}</td>
                    <td>
                      {reading.value} {reading.unit ?? ''}
                    </td>
                    <td>{reading.collectTime.slice(11, 16)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ScreenPanel>
      </Layout>
    </ScreenFrame>
  );
}
