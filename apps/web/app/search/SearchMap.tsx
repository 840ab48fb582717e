import { Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { CardData } from '~/listing-cards/card-data';
import { extentFor, graticule, projection, ringPath, US_OUTLINE } from '~/search/local-map';

export interface MapConfig {
  readonly provider: string;
  readonly mapboxAccessToken: string;
}

type Located = CardData & { geo: { lat: number; lng: number } };
const located = (listings: readonly CardData[]): Located[] => listings.filter((l): l is Located => l.geo !== null);

/** Listing positions over a locally drawn base; needs no network (MAP_PROVIDER unset or "local"). */
export function LocalMap({ listings }: { listings: readonly CardData[] }) {
  const points = located(listings);
  const extent = extentFor(points.map((p) => p.geo));
  const proj = projection(extent, 640);
  const grid = graticule(extent);
  const [active, setActive] = useState<string | null>(null);
  const activeListing = points.find((p) => p.id === active) ?? null;
  return (
    <figure className="local-map">
      <div className="local-map-canvas" style={{ aspectRatio: `${proj.width} / ${proj.height}` }}>
        <svg viewBox={`0 0 ${proj.width} ${proj.height}`} aria-hidden="true" focusable="false" className="local-map-svg">
          <rect width={proj.width} height={proj.height} className="local-map-sea" />
          <g className="local-map-grid">
            {grid.lats.map((lat) => {
              const { y } = proj.project({ lat, lng: extent.west });
              return <line key={`lat${lat}`} x1={0} x2={proj.width} y1={y} y2={y} />;
            })}
            {grid.lngs.map((lng) => {
              const { x } = proj.project({ lat: extent.north, lng });
              return <line key={`lng${lng}`} y1={0} y2={proj.height} x1={x} x2={x} />;
            })}
          </g>
          <path d={ringPath(US_OUTLINE, proj)} className="local-map-land" />
        </svg>
        <ul className="local-map-markers" aria-label={`Map of ${points.length} listing locations`}>
          {points.map((p) => {
            const { x, y } = proj.project(p.geo);
            const pct = (v: number, of: number) => `${Math.round((v / of) * 10000) / 100}%`;
            return (
              <li key={p.id} style={{ left: pct(x, proj.width), top: pct(y, proj.height) }}>
                <a
                  href={p.href}
                  className={`local-map-marker${p.id === active ? ' local-map-marker--active' : ''}`}
                  aria-label={`${p.title}, ${p.price}`}
                  title={`${p.title}, ${p.price}`}
                  onMouseEnter={() => setActive(p.id)}
                  onFocus={() => setActive(p.id)}
                />
              </li>
            );
          })}
        </ul>
      </div>
      <figcaption className="local-map-caption">
        {activeListing ? (
          <Link to={activeListing.href} className="local-map-active">
            <strong>{activeListing.title}</strong> <span>{activeListing.price}</span>
          </Link>
        ) : points.length > 0 ? (
          <span>{points.length} listings on this page have a location. Point at a marker to see it.</span>
        ) : (
          <span>No listing on this page has a location.</span>
        )}
      </figcaption>
    </figure>
  );
}

const MAPBOX_VERSION = '3.9.4';

interface MapboxGlobal {
  accessToken: string;
  Map: new (opts: Record<string, unknown>) => { remove(): void; fitBounds(b: [[number, number], [number, number]], o: Record<string, unknown>): void };
  Marker: new (opts?: Record<string, unknown>) => { setLngLat(l: [number, number]): { setPopup(p: unknown): { addTo(m: unknown): void } } };
  Popup: new (opts?: Record<string, unknown>) => { setText(t: string): unknown };
}

function loadMapbox(): Promise<MapboxGlobal> {
  const w = window as unknown as { mapboxgl?: MapboxGlobal };
  if (w.mapboxgl) return Promise.resolve(w.mapboxgl);
  return new Promise((resolve, reject) => {
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = `https://api.mapbox.com/mapbox-gl-js/v${MAPBOX_VERSION}/mapbox-gl.css`;
    document.head.appendChild(css);
    const script = document.createElement('script');
    script.src = `https://api.mapbox.com/mapbox-gl-js/v${MAPBOX_VERSION}/mapbox-gl.js`;
    script.async = true;
    script.onload = () => (w.mapboxgl ? resolve(w.mapboxgl) : reject(new Error('mapbox-gl did not load')));
    script.onerror = () => reject(new Error('mapbox-gl did not load'));
    document.head.appendChild(script);
  });
}

/** The real provider, loaded only when a Mapbox token is configured. Falls back to the local map if it fails. */
export function MapboxMap({ listings, token }: { listings: readonly CardData[]; token: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let map: { remove(): void } | undefined;
    let cancelled = false;
    loadMapbox()
      .then((mapboxgl) => {
        if (cancelled || !ref.current) return;
        mapboxgl.accessToken = token;
        const points = located(listings);
        const m = new mapboxgl.Map({ container: ref.current, style: 'mapbox://styles/mapbox/light-v11', center: [-96, 38], zoom: 3 });
        map = m;
        for (const p of points) new mapboxgl.Marker({ color: '#1f5139' }).setLngLat([p.geo.lng, p.geo.lat]).setPopup(new mapboxgl.Popup({ offset: 16 }).setText(`${p.title} · ${p.price}`)).addTo(m);
        if (points.length > 1) {
          const lngs = points.map((p) => p.geo.lng);
          const lats = points.map((p) => p.geo.lat);
          m.fitBounds([[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]], { padding: 40, maxZoom: 11 });
        }
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [listings, token]);
  if (failed) return <LocalMap listings={listings} />;
  return <div ref={ref} className="mapbox-map" role="region" aria-label="Map of listing locations" />;
}

export function SearchMap({ listings, config }: { listings: readonly CardData[]; config: MapConfig }) {
  if (config.provider === 'mapbox' && config.mapboxAccessToken) return <MapboxMap listings={listings} token={config.mapboxAccessToken} />;
  return <LocalMap listings={listings} />;
}
