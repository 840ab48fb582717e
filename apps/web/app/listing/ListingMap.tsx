import { useState } from 'react';
import { graticule, projection, ringPath, US_OUTLINE, type Extent } from '~/search/local-map';

/** Static map width cap (spec 2 §9). */
export const STATIC_MAP_MAX_WIDTH = 640;

function extentAround(centre: { lat: number; lng: number }, spanDeg: number): Extent {
  return { north: centre.lat + spanDeg / 2, south: centre.lat - spanDeg / 2, west: centre.lng - spanDeg, east: centre.lng + spanDeg };
}

function MapSvg({ centre, spanDeg, fuzzy }: { centre: { lat: number; lng: number }; spanDeg: number; fuzzy: boolean }) {
  const extent = extentAround(centre, spanDeg);
  const proj = projection(extent, STATIC_MAP_MAX_WIDTH);
  const lines = graticule(extent, spanDeg > 8 ? 5 : spanDeg > 2 ? 1 : 0.25);
  const c = proj.project(centre);
  const radius = Math.max(10, Math.min(80, (0.01 / spanDeg) * proj.width * 3));
  return (
    <svg viewBox={`0 0 ${proj.width} ${proj.height}`} className="lp-map-svg" role="img" aria-label={fuzzy ? 'Approximate location on a map' : 'Location on a map'}>
      <rect width={proj.width} height={proj.height} className="lp-map-water" />
      <path d={ringPath(US_OUTLINE, proj)} className="lp-map-land" />
      {lines.lats.map((lat) => {
        const y = proj.project({ lat, lng: extent.west }).y;
        return <line key={`a${lat}`} x1={0} x2={proj.width} y1={y} y2={y} className="lp-map-grid" />;
      })}
      {lines.lngs.map((lng) => {
        const x = proj.project({ lat: extent.north, lng }).x;
        return <line key={`o${lng}`} y1={0} y2={proj.height} x1={x} x2={x} className="lp-map-grid" />;
      })}
      {fuzzy ? <circle cx={c.x} cy={c.y} r={radius} className="lp-map-fuzzy" /> : <circle cx={c.x} cy={c.y} r={8} className="lp-map-pin" />}
    </svg>
  );
}

const ZOOMS = [40, 16, 6, 2, 0.6];

/**
 * The map section (spec 2 §2): nothing without geolocation; a static, locally rendered map first,
 * interactive (zoom) after a click. With fuzzy locations on, `centre` is already obfuscated.
 */
export function ListingMap({ centre, fuzzy, locationText }: { centre: { lat: number; lng: number } | null; fuzzy: boolean; locationText: string }) {
  const [interactive, setInteractive] = useState(false);
  const [zoom, setZoom] = useState(2);
  if (!centre) return null;
  return (
    <section className="lp-section lp-map" aria-labelledby="lp-map-title">
      <h2 id="lp-map-title" className="lp-section-title">
        Location
      </h2>
      {locationText ? <p className="lp-muted">{locationText}</p> : null}
      {interactive ? (
        <div className="lp-map-frame">
          <MapSvg centre={centre} spanDeg={ZOOMS[zoom]!} fuzzy={fuzzy} />
          <div className="lp-map-controls">
            <button type="button" onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))} aria-label="Zoom in" disabled={zoom === ZOOMS.length - 1}>
              +
            </button>
            <button type="button" onClick={() => setZoom((z) => Math.max(0, z - 1))} aria-label="Zoom out" disabled={zoom === 0}>
              −
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="lp-map-frame lp-map-static" onClick={() => setInteractive(true)} aria-label="Click to interact with the map">
          <MapSvg centre={centre} spanDeg={ZOOMS[zoom]!} fuzzy={fuzzy} />
          <span className="lp-map-hint">Click to interact</span>
        </button>
      )}
    </section>
  );
}
