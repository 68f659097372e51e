import styled from '@emotion/styled';
import { useCallback, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import type { ChartTheme } from '../charts/chart-theme';
import { EChart } from '../charts/echart';
import { useDictNames } from '../dashboard/use-dict-names';
import { ScreenFrame, ScreenPanel } from './screen-frame';
import type { YieldScreenFigures } from './screen-figures';
import { groupedBarOption, lineOption, pieOption } from './screen-options';
import { useScreenFigures } from './use-screen-figures';
import { mayReadFigures } from '../dashboard/figure-access';

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  grid-template-rows: 1fr 1fr;
  gap: 16px;
  min-height: 0;
  & [role='alert'] { color: #ff7875; }
  & table { width: 100%; border-collapse: collapse; font-size: 15px; }
  & th, & td { padding: 6px 4px; text-align: left; border-bottom: 1px solid rgba(120, 180, 255, 0.15); }
  & thead th { color: rgba(255, 255, 255, 0.6); font-weight: 400; }
`;

const isEmpty = (list: readonly unknown[]) => list.length === 0;

/** /yield/dataScreen: yield by year, province and crop, drying losses and the drying standards. */
export function YieldScreen(): ReactElement {
  const { t, locale } = useTranslation();
  const screen = useScreenFigures<YieldScreenFigures>('/stats/yieldScreen', undefined, mayReadFigures('yield'));
  const crops = useDictNames('farm_crop');
  const crop = useCallback((value: string) => crops.get(value) ?? value, [crops]);
  const figures = screen.figures;

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildYears = useCallback(
    (rows: YieldScreenFigures['byYear'], theme: ChartTheme) =>
      lineOption(
        rows.map((row) => String(row.year)),
        rows.map((row) => row.totalYield),
        theme,
        t('dashboard.yield.byYear'),
      ),
    [t, locale],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildProvinces = useCallback(
    (rows: YieldScreenFigures['byProvince'], theme: ChartTheme) =>
      groupedBarOption(
        rows.map((row) => row.province),
        [{ name: t('dashboard.yield.byProvince'), values: rows.map((row) => row.totalYield) }],
        theme,
        true,
      ),
    [t, locale],
  );
  const buildCrops = useCallback(
    (rows: YieldScreenFigures['byCrop'], theme: ChartTheme) =>
      pieOption(
        rows.map((row) => ({ name: crop(row.cropType), value: row.totalYield })),
        theme,
      ),
    [crop],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildLoss = useCallback(
    (rows: YieldScreenFigures['bakeLoss'], theme: ChartTheme) =>
      groupedBarOption(
        rows.map((row) => crop(row.cropType)),
        [{ name: t('dashboard.yield.bakeLoss'), values: rows.map((row) => row.averageLossRate) }],
        theme,
      ),
    [crop, t, locale],
  );

  const panel = (id: string, title: string, chart: ReactElement) => (
    <ScreenPanel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {chart}
    </ScreenPanel>
  );
  // A role whose buttons do not open the list behind the screen is told so, not shown a failure.
  if (screen.denied) {
    return (
      <ScreenFrame title={t('dashboard.screen.yield')} updatedAt={null}>
        <p role="status">{t('dashboard.notForRole')}</p>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={t('dashboard.screen.yield')} updatedAt={screen.updatedAt}>
      <Layout>
        {panel(
          'yield-years',
          t('dashboard.yield.byYear'),
          <EChart
            data={figures?.byYear ?? null}
            isEmpty={isEmpty}
            build={buildYears}
            loading={screen.loading}
            label={t('dashboard.yield.byYear')}
            height="100%"
          />,
        )}
        {panel(
          'yield-provinces',
          t('dashboard.yield.byProvince'),
          <EChart
            data={figures?.byProvince ?? null}
            isEmpty={isEmpty}
            build={buildProvinces}
            loading={screen.loading}
            label={t('dashboard.yield.byProvince')}
            height="100%"
          />,
        )}
        {panel(
          'yield-crops',
          t('dashboard.yield.byCrop'),
          <EChart
            data={figures?.byCrop ?? null}
            isEmpty={isEmpty}
            build={buildCrops}
            loading={screen.loading}
            label={t('dashboard.yield.byCrop')}
            height="100%"
          />,
        )}
        {panel(
          'yield-loss',
          t('dashboard.yield.bakeLoss'),
          <EChart
            data={figures?.bakeLoss ?? null}
            isEmpty={isEmpty}
            build={buildLoss}
            loading={screen.loading}
            label={t('dashboard.yield.bakeLoss')}
            height="100%"
          />,
        )}
        <ScreenPanel aria-labelledby="yield-dict" style={{ gridColumn: 'span 2' }}>
          <h2 id="yield-dict">{t('dashboard.yield.bakeDict')}</h2>
          {screen.error ? <p role="alert">{t('dashboard.loadFailed', { message: screen.error })}</p> : null}
          <table>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.yield.crop')}</th>
                <th scope="col">{t('dashboard.yield.moisture')}</th>
                <th scope="col">{t('dashboard.yield.shrink')}</th>
                <th scope="col">{t('dashboard.yield.temperature')}</th>
              </tr>
            </thead>
            <tbody>
              {(figures?.bakeDict ?? []).map((row) => (
                <tr key={row.cropType}>
                  <th scope="row">{crop(row.cropType)}</th>
                  <td>{row.standardMoisture}</td>
                  <td>{row.shrinkRate}</td>
                  <td>{row.temperature ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScreenPanel>
      </Layout>
    </ScreenFrame>
  );
}
