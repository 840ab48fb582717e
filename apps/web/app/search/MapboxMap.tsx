import { useEffect, useRef, useState } from 'react';
import type { CardData } from '~/listing-cards/card-data';
import { LocalMap, located } from './LocalMap';

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
