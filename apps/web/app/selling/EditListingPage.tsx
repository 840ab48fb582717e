import { useActionData, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { EditActionData, editListingLoader } from '~/selling/edit-route.server';
import { EditListingForm } from './EditListingForm';

type LoaderData = Awaited<ReturnType<typeof editListingLoader>>;

/** One object for "no errors": the form's parts waiting to hydrate keep their props while nothing changed. */
const NO_ERRORS = {};

/** The edit-listing page: the one-step form, with the action's errors and values when it answered. */
export function EditListingView() {
  const loaded = useLoaderData() as LoaderData;
  const answer = useActionData() as EditActionData | undefined;
  const listing = loaded.listing && answer?.stock !== undefined ? { ...loaded.listing, stock: answer.stock } : loaded.listing;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const title = loaded.mode === 'new' ? 'Create a listing' : listing?.state === 'draft' ? 'Finish your listing' : 'Edit your listing';
  return (
    <main id="main" tabIndex={-1} className="page el" data-hydrated={hydrated ? '' : undefined}>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">Photos first, then the plant, the price and how it ships.</p>
      </header>
      <EditListingForm
        key={answer ? `answer-${answer.stock ?? ''}-${answer.formError ?? ''}` : 'loaded'}
        mode={loaded.mode}
        listing={listing}
        values={answer?.values ?? loaded.values}
        errors={answer?.errors ?? NO_ERRORS}
        formError={answer?.formError ?? null}
        notice={answer ? null : loaded.notice}
        canSetReserve={loaded.canSetReserve}
        canPostOutsideUs={loaded.canPostOutsideUs}
        minAuctionDate={loaded.minAuctionDate}
      />
    </main>
  );
}
