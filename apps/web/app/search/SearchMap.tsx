import type { CardData } from '~/listing-cards/card-data';
import { loadWhenRendered } from '~/shell/load-when-rendered';
import { LocalMap } from './LocalMap';

// The hosted map's loader comes only when a Mapbox token is configured.
const MapboxMap = loadWhenRendered(() => import('./MapboxMap').then((m) => m.MapboxMap));

export interface MapConfig {
  readonly provider: string;
  readonly mapboxAccessToken: string;
}

/** The search page's map: the hosted one when configured, else listing positions over a locally drawn base. */
export function SearchMap({ listings, config }: { listings: readonly CardData[]; config: MapConfig }) {
  if (config.provider === 'mapbox' && config.mapboxAccessToken) return <MapboxMap listings={listings} token={config.mapboxAccessToken} />;
  return <LocalMap listings={listings} />;
}
