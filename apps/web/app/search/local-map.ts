/**
 * The locally rendered map (no provider configured, spec 2 §2: map layout): an equirectangular
 * projection of listing positions over a simple base (graticule and a coarse outline of the
 * contiguous United States, where the listings are), computed without any network access.
 */
export interface GeoPoint { readonly lat: number; readonly lng: number }
export interface Extent { readonly north: number; readonly south: number; readonly east: number; readonly west: number }

/** Coarse outline of the contiguous United States (lng, lat), enough for orientation. */
export const US_OUTLINE: readonly (readonly [number, number])[] = [
  [-124.7, 48.4], [-123, 49], [-95, 49], [-89.6, 48], [-84.8, 46.5], [-82.4, 45.3], [-82.5, 42.6], [-79, 43.3], [-76.8, 43.6], [-74.9, 45],
  [-71.5, 45], [-69.2, 47.4], [-67.8, 47.1], [-67, 44.8], [-70.7, 43.1], [-70, 41.8], [-73.9, 40.6], [-75.5, 38.8], [-76, 37], [-75.7, 35.2],
  [-77.9, 33.9], [-81, 32], [-81.4, 30.5], [-80.1, 26.9], [-80.4, 25.2], [-81.8, 26.1], [-82.8, 28], [-84, 30], [-86.5, 30.4], [-89.6, 30.2],
  [-90.3, 29.1], [-93.8, 29.7], [-97.2, 27.8], [-97.4, 26], [-99.5, 27.6], [-101.4, 29.8], [-103.3, 29], [-104.7, 30], [-106.5, 31.8],
  [-108.2, 31.3], [-111, 31.3], [-114.8, 32.5], [-117.1, 32.5], [-118.5, 34], [-120.6, 34.6], [-121.9, 36.6], [-122.5, 37.8], [-124, 40.4],
  [-124.1, 42], [-124.5, 43.5], [-124, 46.3], [-124.7, 48.4],
];

export const US_EXTENT: Extent = { north: 50, south: 24, east: -66, west: -126 };

/** The extent to draw: the US when every point is inside it, else the points' box with padding. */
export function extentFor(points: readonly GeoPoint[]): Extent {
  if (points.length === 0) return US_EXTENT;
  const inUs = points.every((p) => p.lat <= US_EXTENT.north && p.lat >= US_EXTENT.south && p.lng <= US_EXTENT.east && p.lng >= US_EXTENT.west);
  if (inUs) return US_EXTENT;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const pad = (a: number, b: number) => Math.max(1, (b - a) * 0.1);
  const [s, n, w, e] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  return { south: Math.max(-85, s - pad(s, n)), north: Math.min(85, n + pad(s, n)), west: Math.max(-180, w - pad(w, e)), east: Math.min(180, e + pad(w, e)) };
}

export interface Projection {
  readonly width: number;
  readonly height: number;
  project(p: GeoPoint): { x: number; y: number };
}

/** Fits the extent into `width` pixels wide, keeping the aspect of an equirectangular map at its mid latitude. */
export function projection(extent: Extent, width: number): Projection {
  const k = Math.cos((((extent.north + extent.south) / 2) * Math.PI) / 180);
  const spanX = (extent.east - extent.west) * k;
  const spanY = extent.north - extent.south;
  const height = Math.round((width * spanY) / spanX);
  return {
    width,
    height,
    project: (p) => ({
      x: Math.round((((p.lng - extent.west) * k) / spanX) * width * 10) / 10,
      y: Math.round(((extent.north - p.lat) / spanY) * height * 10) / 10,
    }),
  };
}

/** An SVG path for a lng/lat ring. */
export function ringPath(ring: readonly (readonly [number, number])[], proj: Projection): string {
  return ring
    .map(([lng, lat], i) => {
      const { x, y } = proj.project({ lat, lng });
      return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ') + ' Z';
}

/** Graticule lines every `step` degrees inside the extent. */
export function graticule(extent: Extent, step = 5): { lats: number[]; lngs: number[] } {
  const range = (a: number, b: number) => {
    const out: number[] = [];
    for (let v = Math.ceil(a / step) * step; v <= b; v += step) out.push(v);
    return out;
  };
  return { lats: range(extent.south, extent.north), lngs: range(extent.west, extent.east) };
}
