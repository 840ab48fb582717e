import { Form, Link, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import type { FieldErrors, ListingFormValues } from '~/selling/listing-form';
import { SHIPPING_COUNTRIES, TITLE_MAX_LENGTH } from '~/selling/listing-limits';
import { PLANT_TYPE_OPTIONS, ROOTED_OPTIONS, VARIEGATION_OPTIONS } from '~/search/search-config';
import { GENUS_OPTIONS } from '~/shell/config';
import { Field, invalid } from './FormField';
import { ImageUploader } from './ImageUploader';
import { hydrationGate } from '~/shell/hydration-gate';
import { loadWhenRendered } from '~/shell/load-when-rendered';

// The location section sits well below the first screen: its code (the US gazetteer, the map
// preview) loads when it comes near the viewport or is reached, as plain form fields until then.
const LocationSection = loadWhenRendered(() => import('./LocationSection').then((m) => m.LocationSection), { hydrateWhen: hydrationGate });

export interface EditListingFormProps {
  mode: 'new' | 'edit';
  listing: { id: string; slug: string; state: string; stock: number | null } | null;
  values: ListingFormValues;
  errors: FieldErrors;
  formError: string | null;
  notice: string | null;
  canSetReserve: boolean;
  canPostOutsideUs: boolean;
  minAuctionDate: string;
}

/** The one-step edit-listing form (spec 2 §3 fields, §5 validation). */
export function EditListingForm({ mode, listing, values, errors, formError, notice, canSetReserve, canPostOutsideUs, minAuctionDate }: EditListingFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const [type, setType] = useState(values.type || 'sell');
  // Kept here, not in the input: the stock field leaves the form while the sale type is Auction.
  const [stock, setStock] = useState(values.stock);
  const [hybrid, setHybrid] = useState(values.hybrid === 'yes');
  const [quickSell, setQuickSell] = useState(values.isQuickSell);
  const [shipping, setShipping] = useState(values.shippingEnabled);
  const [countryFrom, setCountryFrom] = useState(values.countryFrom || 'US');
  const [tz, setTz] = useState(0);
  useEffect(() => setTz(new Date().getTimezoneOffset()), []);
  const isDraft = mode === 'new' || listing?.state === 'draft';
  const countries = canPostOutsideUs ? SHIPPING_COUNTRIES : (['US'] as const);
  return (
    <Form method="post" className="el-form" noValidate={false}>
      <CsrfField />
      <input type="hidden" name="tzOffset" value={tz} />
      <input type="hidden" name="oldStock" value={listing?.stock ?? ''} />
      {formError ? (
        <p className="el-banner" role="alert">
          {formError}
        </p>
      ) : null}
      {notice ? (
        <p className="el-banner el-banner--ok" role="status">
          {notice}
        </p>
      ) : null}

      <section className="el-card" aria-labelledby="el-photos">
        <h2 id="el-photos">Photos</h2>
        <ImageUploader name="images" label="Listing photos" initial={values.images} error={errors['images']} />
      </section>

      <section className="el-card" aria-labelledby="el-plant">
        <h2 id="el-plant">The plant</h2>
        <Field name="title" label="Title" error={errors['title']}>
          <input id="el-title" type="text" name="title" defaultValue={values.title} required maxLength={TITLE_MAX_LENGTH} placeholder="Monstera deliciosa 'Thai Constellation'" {...invalid(errors, 'title')} />
        </Field>
        <div className="el-grid">
          <Field name="genus" label="Genus" error={errors['genus']}>
            <select id="el-genus" name="genus" defaultValue={values.genus} required {...invalid(errors, 'genus')}>
              <option value="">Choose a genus</option>
              {GENUS_OPTIONS.map((g) => (
                <option key={g} value={g.toLowerCase()}>
                  {g}
                </option>
              ))}
            </select>
          </Field>
          <Field name="species" label="Species" error={errors['species']}>
            <input id="el-species" type="text" name="species" defaultValue={values.species} required placeholder="deliciosa" {...invalid(errors, 'species')} />
          </Field>
          <Field name="tradeName" label="Trade name (optional)">
            <input id="el-tradeName" type="text" name="tradeName" defaultValue={values.tradeName} placeholder="Thai Constellation" />
          </Field>
          <Field name="plantType" label="Plant type" error={errors['plantType']}>
            <select id="el-plantType" name="plantType" defaultValue={values.plantType}>
              {PLANT_TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
          <Field name="variegation" label="Variegation" error={errors['variegation']}>
            <select id="el-variegation" name="variegation" defaultValue={values.variegation}>
              {VARIEGATION_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
          <Field name="rooted" label="Rooted" error={errors['rooted']}>
            <select id="el-rooted" name="rooted" defaultValue={values.rooted}>
              {ROOTED_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
          <Field name="hybrid" label="Hybrid">
            <select id="el-hybrid" name="hybrid" value={hybrid ? 'yes' : 'no'} onChange={(e) => setHybrid(e.target.value === 'yes')}>
              <option value="no">No</option>
              <option value="yes">Yes</option>
            </select>
          </Field>
          <Field name="importedRecently" label="Imported in the last 90 days">
            <select id="el-importedRecently" name="importedRecently" defaultValue={values.importedRecently}>
              <option value="no">No</option>
              <option value="yes">Yes</option>
            </select>
          </Field>
          {hybrid ? (
            <>
              <Field name="parentSpeciesA" label="Parent species A">
                <input id="el-parentSpeciesA" type="text" name="parentSpeciesA" defaultValue={values.parentSpeciesA} placeholder="gloriosum" />
              </Field>
              <Field name="parentSpeciesB" label="Parent species B">
                <input id="el-parentSpeciesB" type="text" name="parentSpeciesB" defaultValue={values.parentSpeciesB} placeholder="melanochrysum" />
              </Field>
            </>
          ) : null}
        </div>
        <Field name="description" label="Description" error={errors['description']} hint="Up to 5000 characters.">
          <textarea id="el-description" name="description" defaultValue={values.description} required maxLength={5000} {...invalid(errors, 'description')} />
        </Field>
        <div className="el-field">
          <span>Roots photos (optional)</span>
          <ImageUploader name="rootsImages" label="Roots photos" initial={values.rootsImages} withSize />
        </div>
      </section>

      <section className="el-card" aria-labelledby="el-sale">
        <h2 id="el-sale">Price and sale</h2>
        <div className="el-grid">
          <Field name="type" label="Sale type" error={errors['type']}>
            <select id="el-type" name="type" value={type} onChange={(e) => setType(e.target.value)}>
              <option value="sell">Buy now</option>
              <option value="auction">Auction</option>
            </select>
          </Field>
          <Field name="price" label={type === 'auction' ? 'Starting price (USD)' : 'Price (USD)'} error={errors['price']}>
            <input id="el-price" type="text" inputMode="decimal" name="price" defaultValue={values.price} required placeholder="25.00" {...invalid(errors, 'price')} />
          </Field>
          {type === 'auction' ? (
            <>
              <Field name="auctionDate" label="Auction ends" error={errors['auctionDate']} hint="In 5-minute steps, your local time.">
                <input id="el-auctionDate" type="datetime-local" name="auctionDate" step={300} min={minAuctionDate} defaultValue={values.auctionDate} required {...invalid(errors, 'auctionDate')} />
              </Field>
              <Field name="reservePrice" label="Reserve price (optional)" error={errors['reservePrice']} hint={canSetReserve ? 'The lowest price you accept.' : 'For starter and verified members.'}>
                <input id="el-reservePrice" type="text" inputMode="decimal" name="reservePrice" defaultValue={values.reservePrice} disabled={!canSetReserve} {...invalid(errors, 'reservePrice')} />
              </Field>
              <label className="el-check">
                <input type="checkbox" name="softClose" defaultChecked={values.softClose} /> Soft close: a bid in the last 2 minutes extends the auction by 2 minutes
              </label>
            </>
          ) : (
            <Field name="stock" label="Stock" error={errors['stock']}>
              <input id="el-stock" type="number" name="stock" min={0} step={1} value={stock} onChange={(e) => setStock(e.target.value)} required {...invalid(errors, 'stock')} />
            </Field>
          )}
        </div>
        {type === 'sell' ? (
          <div className="el-checks">
            <label className="el-check">
              <input type="checkbox" name="isQuickSell" checked={quickSell} onChange={(e) => setQuickSell(e.target.checked)} /> Quick sale
            </label>
            <label className="el-check">
              <input type="checkbox" name="canMakeOffers" defaultChecked={values.canMakeOffers} /> Accept offers
            </label>
          </div>
        ) : null}
        {type === 'sell' && quickSell ? (
          <Field name="extraListings" label="More plants in this quick sale (one per line)" error={errors['extraListings']}>
            <textarea id="el-extraListings" name="extraListings" defaultValue={values.extraListings} maxLength={5000} />
          </Field>
        ) : null}
        <label className="el-check">
          <input type="checkbox" name="isPrivate" defaultChecked={values.isPrivate} /> Private listing (hidden from search)
        </label>
      </section>

      <section className="el-card" aria-labelledby="el-shipping">
        <h2 id="el-shipping">Shipping</h2>
        <div className="el-checks">
          <label className="el-check">
            <input type="checkbox" name="shippingEnabled" checked={shipping} onChange={(e) => setShipping(e.target.checked)} /> Ship this plant
          </label>
          <label className="el-check">
            <input type="checkbox" name="pickupEnabled" defaultChecked={values.pickupEnabled} /> Local pickup
          </label>
        </div>
        {errors['shippingEnabled'] ? (
          <p className="lp-error" role="alert">
            {errors['shippingEnabled']}
          </p>
        ) : null}
        {shipping ? (
          <fieldset className="el-field" aria-describedby={errors['allowedShippingCountries'] ? 'el-allowedShippingCountries-error' : undefined}>
            <legend>Ships to</legend>
            <div className="el-checks">
              {countries.map((c) => (
                <label key={c} className="el-check">
                  <input type="checkbox" name="allowedShippingCountries" value={c} defaultChecked={values.allowedShippingCountries.includes(c)} /> {c}
                </label>
              ))}
            </div>
            {!canPostOutsideUs ? <span className="el-hint">Shipping outside the US needs an international seller membership.</span> : null}
            {errors['allowedShippingCountries'] ? (
              <span id="el-allowedShippingCountries-error" className="lp-error" role="alert">
                {errors['allowedShippingCountries']}
              </span>
            ) : null}
          </fieldset>
        ) : null}
        <div className="el-grid">
          <Field name="countryFrom" label="Ships from" error={errors['countryFrom']}>
            <select id="el-countryFrom" name="countryFrom" value={countryFrom} onChange={(e) => setCountryFrom(e.target.value)} {...invalid(errors, 'countryFrom')}>
              {SHIPPING_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field name="rules" label="Terms of sale (optional)" error={errors['rules']}>
          <textarea id="el-rules" name="rules" defaultValue={values.rules} maxLength={5000} placeholder="Shipping days, heat packs, guarantees…" />
        </Field>
      </section>

      <LocationSection values={values} errors={errors} countryFrom={countryFrom} />

      <div className="el-actions">
        {listing?.state === 'published' ? (
          <button type="submit" name="intent" value="close" className="vg-button vg-button--ghost vg-button--md" formNoValidate disabled={busy}>
            Close listing
          </button>
        ) : null}
        {listing?.state === 'closed' ? (
          <button type="submit" name="intent" value="open" className="vg-button vg-button--ghost vg-button--md" formNoValidate disabled={busy}>
            Open listing
          </button>
        ) : null}
        {listing?.state === 'draft' ? (
          <button type="submit" name="intent" value="discard" className="vg-button vg-button--ghost vg-button--md" formNoValidate disabled={busy}>
            Discard draft
          </button>
        ) : null}
        {listing ? (
          <Link to={listing.state === 'draft' ? `/l/${listing.slug}/${listing.id}/draft` : `/l/${listing.slug}/${listing.id}`} className="vg-button vg-button--ghost vg-button--md">
            View listing
          </Link>
        ) : null}
        <button type="submit" name="intent" value="save" className="vg-button vg-button--secondary vg-button--md" disabled={busy}>
          {isDraft ? 'Save draft' : 'Save changes'}
        </button>
        {isDraft ? (
          <button type="submit" name="intent" value="publish" className="vg-button vg-button--primary vg-button--md" disabled={busy}>
            {busy ? 'Publishing…' : 'Publish listing'}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
