import { Link } from '@remix-run/react';
import { useState } from 'react';
import type { CardData } from '~/listing-cards/card-data';
import { extentFor, graticule, projection, ringPath, US_OUTLINE } from '~/search/local-map';

type Located = CardData & { geo: { lat: number; lng: number } };
export const located = (listings: readonly CardData[]): Located[] => listings.filter((l): l is Located => l.geo !== null);

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
