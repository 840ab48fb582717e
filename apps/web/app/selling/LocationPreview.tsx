import type { KeyboardEvent, MouseEvent } from 'react';
import { graticule, projection, ringPath, US_OUTLINE, type GeoPoint } from '~/search/local-map';
import { citiesWithin } from '~/selling/geocode-us';
import { clampZoom, contains, nudge, pointAt, previewExtent, PREVIEW_WIDTH, spreadLabels, ZOOM, ZOOM_SPANS, type PreviewView } from '~/selling/location-preview';

export interface LocationPreviewProps {
  pin: GeoPoint | null;
  view: PreviewView;
  onPin: (pin: GeoPoint) => void;
  onView: (view: PreviewView) => void;
  /** Id of the status text that describes the pin. */
  describedBy: string;
  invalid: boolean;
}

const gridStep = (spanLat: number) => (spanLat > 60 ? 30 : spanLat > 10 ? 5 : spanLat > 2 ? 1 : spanLat > 0.5 ? 0.25 : 0.05);

/**
 * The pin preview on the locally drawn map (the search page's base: outline, graticule, same
 * projection; no network). A click places the pin; arrow keys nudge it (Shift for larger steps),
 * + and - zoom.
 */
export function LocationPreview({ pin, view, onPin, onView, describedBy, invalid }: LocationPreviewProps) {
  const extent = previewExtent(view);
  const proj = projection(extent, PREVIEW_WIDTH);
  const lines = graticule(extent, gridStep(ZOOM_SPANS[clampZoom(view.zoom)]!));
  const at = pin ? proj.project(pin) : null;
  const pct = (v: number, of: number) => `${Math.round((v / of) * 10000) / 100}%`;
  const places = view.zoom >= ZOOM.state ? citiesWithin(extent, 30).map((c) => ({ name: c.name, ...proj.project(c.point) })) : [];
  const labels = spreadLabels(places, 90, 22).slice(0, view.zoom >= ZOOM.city ? 8 : 12);
  const zoomTo = (zoom: number) => onView({ centre: pin && contains(extent, pin) ? pin : view.centre, zoom: clampZoom(zoom) });

  const place = (e: MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onPin(pointAt(extent, (e.clientX - box.left) / box.width, (e.clientY - box.top) / box.height));
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === '+' || e.key === '=') zoomTo(view.zoom + 1);
    else if (e.key === '-' || e.key === '_') zoomTo(view.zoom - 1);
    else {
      const moved = nudge(pin ?? view.centre, extent, e.key, e.shiftKey);
      if (!moved) return;
      onPin(moved);
      if (!contains(extent, moved)) onView({ centre: moved, zoom: view.zoom });
    }
    e.preventDefault();
  };

  return (
    <div className="el-loc-map">
      <div
        className={`el-loc-canvas${invalid ? ' el-loc-canvas--invalid' : ''}`}
        tabIndex={0}
        role="group"
        aria-label="Location preview map. Click to place the pin; arrow keys move it, Shift for larger steps; plus and minus zoom."
        aria-describedby={describedBy}
        onKeyDown={onKey}
        data-lat={pin?.lat ?? ''}
        data-lng={pin?.lng ?? ''}
      >
        <svg viewBox={`0 0 ${proj.width} ${proj.height}`} className="el-loc-svg" onClick={place} aria-hidden="true" focusable="false">
          <rect width={proj.width} height={proj.height} className="el-loc-water" />
          <path d={ringPath(US_OUTLINE, proj)} className="el-loc-land" />
          {lines.lats.map((lat) => {
            const { y } = proj.project({ lat, lng: extent.west });
            return <line key={`a${lat}`} x1={0} x2={proj.width} y1={y} y2={y} className="el-loc-grid" />;
          })}
          {lines.lngs.map((lng) => {
            const { x } = proj.project({ lat: extent.north, lng });
            return <line key={`o${lng}`} y1={0} y2={proj.height} x1={x} x2={x} className="el-loc-grid" />;
          })}
        </svg>
        <ul className="el-loc-places" aria-hidden="true">
          {labels.map((c) => (
            <li key={`${c.name}${c.x}`} style={{ left: pct(c.x, proj.width), top: pct(c.y, proj.height) }}>
              {c.name}
            </li>
          ))}
        </ul>
        {at ? (
          <svg className="el-loc-pin" style={{ left: pct(at.x, proj.width), top: pct(at.y, proj.height) }} viewBox="-13 -36 26 37" width="26" height="37" aria-hidden="true" focusable="false">
            <path d="M0 0 C-4 -9 -12 -14 -12 -23 A12 12 0 1 1 12 -23 C12 -14 4 -9 0 0 Z" />
            <circle cy={-23} r={4.5} className="el-loc-pin-dot" />
          </svg>
        ) : null}
      </div>
      <div className="el-loc-zoom">
        <button type="button" onClick={() => zoomTo(view.zoom + 1)} aria-label="Zoom in" disabled={view.zoom >= ZOOM.max}>
          +
        </button>
        <button type="button" onClick={() => zoomTo(view.zoom - 1)} aria-label="Zoom out" disabled={view.zoom <= 0}>
          −
        </button>
      </div>
    </div>
  );
}
