import { useState } from 'react';
import { geocodeUs, US_STATE_OPTIONS, usStateCode, usStateName, type GeoPoint } from '~/selling/geocode-us';
import { LISTING_MAP_CONFIG } from '~/listing/config';
import { coordinate, LOCATION_LIMITS, pinKey } from '~/selling/location';
import type { FieldErrors, ListingFormValues } from '~/selling/listing-form';
import { formatPoint, US_VIEW, WORLD_VIEW, ZOOM, type PreviewView } from '~/selling/location-preview';
import { Field, invalid } from './FormField';
import { LocationPreview } from './LocationPreview';

type Source = 'saved' | 'city' | 'state' | 'manual' | null;

function savedPin(values: ListingFormValues): GeoPoint | null {
  const lat = coordinate(values.lat, 90);
  const lng = coordinate(values.lng, 180);
  return lat !== null && lng !== null ? { lat, lng } : null;
}

function status(source: Source, pin: GeoPoint | null, city: string, state: string, isUs: boolean): string {
  const stateName = usStateName(state) ?? state;
  if (!pin) return isUs ? 'No location yet. Choose the state and city, or click the map to place a pin.' : 'No location yet. Click the map to place a pin.';
  if (source === 'city') return `The pin is in ${city}, ${state}. Click the map or use the arrow keys to fine-tune it.`;
  if (source === 'state') {
    return city
      ? `${city} is not in our list of ${stateName} cities, so the pin is at the centre of the state. Click the map to place it.`
      : `The pin is at the centre of ${stateName}. Add the city, or click the map to place it.`;
  }
  return `${source === 'saved' ? 'Saved pin' : 'Pin'} at ${formatPoint(pin)}. Click the map or use the arrow keys to move it.`;
}

/**
 * The listing's location (spec 2 §3: publicData.location address, building, city, state, and the
 * geolocation): US sellers choose a state from the list, others type one. City and state place a
 * pin from the offline gazetteer as you type; a click on the preview (or the arrow keys) fine-tunes
 * it. The pin is submitted as `lat`/`lng`; the server geocodes again when they are empty.
 */
export function LocationSection({ values, errors, countryFrom }: { values: ListingFormValues; errors: FieldErrors; countryFrom: string }) {
  const isUs = countryFrom === 'US';
  // A saved pin, else (a listing saved before pins, or an answer with errors) the gazetteer's point, as the server would save it.
  const saved = savedPin(values);
  const initialMatch = !saved && isUs ? geocodeUs(values.city, values.state) : null;
  const initialPin = saved ?? initialMatch?.point ?? null;
  const [address, setAddress] = useState(values.address);
  const [building, setBuilding] = useState(values.building);
  const [city, setCity] = useState(values.city);
  const [state, setState] = useState(isUs ? (usStateCode(values.state) ?? values.state) : values.state);
  const [pin, setPin] = useState<GeoPoint | null>(initialPin);
  const [source, setSource] = useState<Source>(saved ? 'saved' : (initialMatch?.precision ?? null));
  const [view, setView] = useState<PreviewView | null>(initialPin ? { centre: initialPin, zoom: initialMatch?.precision === 'state' ? ZOOM.state : ZOOM.city } : null);
  const [matched, setMatched] = useState(initialMatch?.city ?? values.city);

  const relocate = (nextCity: string, nextState: string) => {
    if (!isUs) return;
    const match = geocodeUs(nextCity.trim(), nextState);
    setPin(match?.point ?? null);
    setSource(match?.precision ?? null);
    setMatched(match?.city ?? nextCity.trim());
    setView(match ? { centre: match.point, zoom: match.precision === 'city' ? ZOOM.city : ZOOM.state } : null);
  };
  const clear = () => {
    setAddress('');
    setBuilding('');
    setCity('');
    setState('');
    setPin(null);
    setSource(null);
    setView(null);
  };
  const stateCode = isUs ? (usStateCode(state) ?? '') : state;
  const hasAny = Boolean(address || building || city || state || pin);

  return (
    <section className="el-card" aria-labelledby="el-location">
      <h2 id="el-location">Location</h2>
      <p className="el-hint el-loc-lead">
        Where the plant is. The listing page shows the city and state{LISTING_MAP_CONFIG.fuzzy ? ' and an approximate area around the pin, not the pin itself.' : ' and the pin on its map.'}
      </p>
      <div className="el-grid">
        <Field name="address" label="Street address (optional)" error={errors['address']}>
          <input id="el-address" type="text" name="address" value={address} onChange={(e) => setAddress(e.target.value)} maxLength={LOCATION_LIMITS.address} autoComplete="address-line1" {...invalid(errors, 'address')} />
        </Field>
        <Field name="building" label="Building, apartment (optional)" error={errors['building']}>
          <input id="el-building" type="text" name="building" value={building} onChange={(e) => setBuilding(e.target.value)} maxLength={LOCATION_LIMITS.building} autoComplete="address-line2" {...invalid(errors, 'building')} />
        </Field>
        <Field name="city" label="City" error={errors['city']}>
          <input
            id="el-city"
            type="text"
            name="city"
            value={city}
            maxLength={LOCATION_LIMITS.city}
            autoComplete="address-level2"
            onChange={(e) => {
              setCity(e.target.value);
              relocate(e.target.value, state);
            }}
            {...invalid(errors, 'city')}
          />
        </Field>
        {isUs ? (
          <Field name="state" label="State" error={errors['state']}>
            <select
              id="el-state"
              name="state"
              value={stateCode}
              autoComplete="address-level1"
              onChange={(e) => {
                setState(e.target.value);
                relocate(city, e.target.value);
              }}
              {...invalid(errors, 'state')}
            >
              <option value="">Choose a state</option>
              {US_STATE_OPTIONS.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <Field name="state" label="State or region (optional)" error={errors['state']}>
            <input id="el-state" type="text" name="state" value={state} onChange={(e) => setState(e.target.value)} maxLength={LOCATION_LIMITS.state} autoComplete="address-level1" {...invalid(errors, 'state')} />
          </Field>
        )}
      </div>
      <div className="el-field">
        <span id="el-loc-map-label">Map pin</span>
        <LocationPreview
          pin={pin}
          view={view ?? (isUs ? US_VIEW : WORLD_VIEW)}
          onPin={(p) => {
            setPin(p);
            setSource('manual');
          }}
          onView={setView}
          describedBy="el-loc-status"
          invalid={Boolean(errors['geolocation'])}
        />
        <input type="hidden" name="lat" value={pin ? String(pin.lat) : ''} />
        <input type="hidden" name="lng" value={pin ? String(pin.lng) : ''} />
        <input type="hidden" name="pinFor" value={pinKey(city, state)} />
        <p id="el-loc-status" className="el-hint el-loc-status" aria-live="polite">
          {status(source, pin, source === 'city' ? matched : city.trim(), stateCode, isUs)}
        </p>
        {errors['geolocation'] ? (
          <span className="lp-error" id="el-geolocation-error" role="alert">
            {errors['geolocation']}
          </span>
        ) : null}
      </div>
      <div className="el-loc-actions">
        <button type="button" className="vg-button vg-button--ghost vg-button--sm" onClick={clear} disabled={!hasAny}>
          Clear location
        </button>
      </div>
    </section>
  );
}
