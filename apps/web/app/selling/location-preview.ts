/**
 * Geometry of the edit form's location preview (drawn with the search page's local map:
 * projection, graticule and outline from ~/search/local-map): the view around a centre at a zoom
 * level, the point under a click, and keyboard nudges. Pure.
 */
import type { Extent, GeoPoint } from '~/search/local-map';

/** Latitude span in degrees per zoom level: world, contiguous US, region, area, city, streets (about web zoom 11). */
export const ZOOM_SPANS = [120, 26, 9, 3, 1, 0.2] as const;
export const ZOOM = { world: 0, us: 1, state: 2, city: 3, max: ZOOM_SPANS.length - 1 } as const;
/** Preview width in SVG units; the height is half of it. */
export const PREVIEW_WIDTH = 640;

export interface PreviewView {
  readonly centre: GeoPoint;
  readonly zoom: number;
}

export const US_VIEW: PreviewView = { centre: { lat: 37, lng: -96 }, zoom: ZOOM.us };
export const WORLD_VIEW: PreviewView = { centre: { lat: 20, lng: 0 }, zoom: ZOOM.world };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
export const clampZoom = (zoom: number) => clamp(Math.round(zoom), 0, ZOOM.max);

/** The extent of a view: 2:1 on screen (longitude span widened by the latitude's cosine), kept within ±85° and ±180°. */
export function previewExtent(view: PreviewView): Extent {
  const spanLat = ZOOM_SPANS[clampZoom(view.zoom)]!;
  const lat = clamp(view.centre.lat, -85 + spanLat / 2, 85 - spanLat / 2);
  const k = Math.max(0.2, Math.cos((lat * Math.PI) / 180));
  const spanLng = Math.min(360, (2 * spanLat) / k);
  const lng = clamp(view.centre.lng, -180 + spanLng / 2, 180 - spanLng / 2);
  return { north: lat + spanLat / 2, south: lat - spanLat / 2, west: lng - spanLng / 2, east: lng + spanLng / 2 };
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** The point at a fraction (0..1 from the left, 0..1 from the top) of the drawn extent. */
export function pointAt(extent: Extent, fx: number, fy: number): GeoPoint {
  const x = clamp(fx, 0, 1);
  const y = clamp(fy, 0, 1);
  return { lat: round5(extent.north - y * (extent.north - extent.south)), lng: round5(extent.west + x * (extent.east - extent.west)) };
}

export function contains(extent: Extent, p: GeoPoint): boolean {
  return p.lat <= extent.north && p.lat >= extent.south && p.lng >= extent.west && p.lng <= extent.east;
}

const STEPS: Readonly<Record<string, readonly [number, number]>> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** Moves the pin one step for an arrow key (1/40 of the view; 1/8 with Shift); null for other keys. */
export function nudge(pin: GeoPoint, extent: Extent, key: string, large = false): GeoPoint | null {
  const step = STEPS[key];
  if (!step) return null;
  const f = large ? 1 / 8 : 1 / 40;
  return {
    lat: round5(clamp(pin.lat + step[1] * (extent.north - extent.south) * f, -90, 90)),
    lng: round5(clamp(pin.lng + step[0] * (extent.east - extent.west) * f, -180, 180)),
  };
}

/** Coordinates as shown to the seller: 5 decimals with N/S and E/W. */
export function formatPoint(p: GeoPoint): string {
  const f = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(5)}° ${v < 0 ? neg : pos}`;
  return `${f(p.lat, 'N', 'S')}, ${f(p.lng, 'E', 'W')}`;
}

/** Greedy label placement: keeps items (in priority order) whose anchor is not within dx × dy of one already kept. */
export function spreadLabels<T extends { x: number; y: number }>(items: readonly T[], dx: number, dy: number): T[] {
  const kept: T[] = [];
  for (const item of items) if (!kept.some((k) => Math.abs(k.x - item.x) < dx && Math.abs(k.y - item.y) < dy)) kept.push(item);
  return kept;
}
