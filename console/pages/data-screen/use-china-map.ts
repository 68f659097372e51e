import { useEffect, useState } from 'react';
import { viewGroup } from '../../lazy';
import { type EChartsKit, echartsKit } from '../charts/load-echarts';

export const CHINA_MAP = 'china';

type GeoJson = Parameters<EChartsKit['registerMap']>[1];

/** Loads the shipped geo data once (a separate chunk: only the map screen pays for it). */
const registerChina = viewGroup(() =>
  Promise.all([echartsKit.load(), import('china-geojson/src/geojson/china.json')]).then(([echarts, module]) => {
    const geo = module.default as { features: { properties: { name: string } }[] };
    echarts.registerMap(CHINA_MAP, geo as unknown as GeoJson);
    return geo.features.map((feature) => feature.properties.name);
  }),
);

/** The names of the map's regions once the map is registered, null before. */
export function useChinaMap(): { regions: string[] | null; error: string | null } {
  const [state, setState] = useState<{ regions: string[] | null; error: string | null }>({
    regions: null,
    error: null,
  });
  useEffect(() => {
    let open = true;
    registerChina
      .load()
      .then((regions) => open && setState({ regions, error: null }))
      .catch(
        (failure: unknown) =>
          open && setState({ regions: null, error: failure instanceof Error ? failure.message : String(failure) }),
      );
    return () => {
      open = false;
    };
  }, []);
  return state;
}
