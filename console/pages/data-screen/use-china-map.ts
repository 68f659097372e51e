import { registerMap } from 'echarts/core';
import { useEffect, useState } from 'react';

export const CHINA_MAP = 'china';

type GeoJson = Parameters<typeof registerMap>[1];

let registered: Promise<string[]> | null = null;

/** Loads the shipped geo data once (a separate chunk: only the map screen pays for it). */
function registerChina(): Promise<string[]> {
  registered ??= import('china-geojson/src/geojson/china.json').then((module) => {
    const geo = module.default as { features: { properties: { name: string } }[] };
    registerMap(CHINA_MAP, geo as unknown as GeoJson);
    return geo.features.map((feature) => feature.properties.name);
  });
  return registered;
}

/** The names of the map's regions once the map is registered, null before. */
export function useChinaMap(): { regions: string[] | null; error: string | null } {
  const [state, setState] = useState<{ regions: string[] | null; error: string | null }>({
    regions: null,
    error: null,
  });
  useEffect(() => {
    let open = true;
    registerChina()
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
