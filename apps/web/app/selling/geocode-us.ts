/**
 * Offline geocoding for listing locations (spec 2 §3 Listing geolocation): city and state to a
 * point from the bundled gazetteer, without any network. A known city gives its coordinates, an
 * unknown city (or none) in a known state gives the state's centre, and no known state gives
 * nothing. Pure and small enough to run in the browser for the edit form's live preview.
 */
import { US_CITIES, US_STATES } from './gazetteer-us';

export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

export interface GeocodeMatch {
  readonly point: GeoPoint;
  /** `city` when the city is in the gazetteer, `state` when the point is the state's centre. */
  readonly precision: 'city' | 'state';
  readonly state: string;
  /** The gazetteer's spelling of the city (for `city` precision). */
  readonly city: string | null;
}

export interface UsStateOption {
  readonly code: string;
  readonly name: string;
}

/** The 50 states and DC, ordered by name (for the state select). */
export const US_STATE_OPTIONS: readonly UsStateOption[] = US_STATES.map(([code, name]) => ({ code, name })).sort((a, b) => (a.name < b.name ? -1 : 1));

const WORDS: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount' };

/** Lower case, no accents, apostrophes or dots, hyphens as spaces, and St/Ft/Mt spelled out. */
export function normalisePlace(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[-_,]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(' ');
}

const STATE_BY_KEY = new Map<string, (typeof US_STATES)[number]>();
for (const s of US_STATES) {
  STATE_BY_KEY.set(s[0].toLowerCase(), s);
  STATE_BY_KEY.set(normalisePlace(s[1]), s);
}
STATE_BY_KEY.set('washington dc', US_STATES.find((s) => s[0] === 'DC')!);
STATE_BY_KEY.set('dc', US_STATES.find((s) => s[0] === 'DC')!);

/** The two-letter code of a US state (or DC) from its code or name, any case; null when unknown. */
export function usStateCode(value: string): string | null {
  return STATE_BY_KEY.get(normalisePlace(value))?.[0] ?? null;
}

export function usStateName(code: string): string | null {
  return STATE_BY_KEY.get(code.toLowerCase())?.[1] ?? null;
}

interface City {
  readonly name: string;
  readonly point: GeoPoint;
}

let cityIndex: Map<string, City> | null = null;

/** Parsed lazily on first use: key `STATE|normalised name`. */
function cities(): Map<string, City> {
  if (cityIndex) return cityIndex;
  const index = new Map<string, City>();
  for (const [state, list] of Object.entries(US_CITIES)) {
    for (const entry of list.split(';')) {
      const [name = '', lat = '', lng = ''] = entry.split(',');
      index.set(`${state}|${normalisePlace(name)}`, { name, point: { lat: Number(lat), lng: Number(lng) } });
    }
  }
  cityIndex = index;
  return index;
}

function findCity(state: string, city: string): City | null {
  const key = normalisePlace(city);
  if (!key) return null;
  const index = cities();
  const tries = [key, key.endsWith(' city') ? key.slice(0, -5) : `${key} city`];
  for (const t of tries) {
    const hit = index.get(`${state}|${t}`);
    if (hit) return hit;
  }
  return null;
}

/** City and state (code or name) to a point: the city's, else the state's centre, else null. */
export function geocodeUs(city: string, state: string): GeocodeMatch | null {
  const code = usStateCode(state);
  if (!code) return null;
  const found = findCity(code, city);
  if (found) return { point: found.point, precision: 'city', state: code, city: found.name };
  const s = STATE_BY_KEY.get(code.toLowerCase())!;
  return { point: { lat: s[2], lng: s[3] }, precision: 'state', state: code, city: null };
}

/** How many cities the gazetteer holds (for tests and the README). */
export function gazetteerSize(): number {
  return cities().size;
}

export interface PlaceLabel {
  readonly name: string;
  readonly point: GeoPoint;
  /** Position in its state's list (larger cities first). */
  readonly rank: number;
}

let ranked: PlaceLabel[] | null = null;

/** Gazetteer cities inside a box, larger ones first, at most `limit` (labels for the preview map). */
export function citiesWithin(box: { north: number; south: number; east: number; west: number }, limit: number): PlaceLabel[] {
  if (!ranked) {
    ranked = Object.values(US_CITIES).flatMap((list) =>
      list.split(';').map((entry, rank) => {
        const [name = '', lat = '', lng = ''] = entry.split(',');
        return { name, point: { lat: Number(lat), lng: Number(lng) }, rank };
      }),
    );
  }
  return ranked
    .filter((c) => c.point.lat <= box.north && c.point.lat >= box.south && c.point.lng <= box.east && c.point.lng >= box.west)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, Math.max(0, limit));
}
