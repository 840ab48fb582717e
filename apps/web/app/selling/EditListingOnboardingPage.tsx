import { Page, Placeholder } from '~/shell/Page';

export interface EditListingParams {
  readonly slug: string;
  readonly id: string;
  readonly type: string;
  readonly tab: string;
}

/** The edit-listing page (new listing: slug draft, the zero id, type new, tab onestep). */
export function EditListingPage({ params }: { params: EditListingParams }) {
  const title = params.type === 'new' ? 'Create a listing' : 'Edit your listing';
  return (
    <Page title={title} className="page--narrow">
      <form className="form-card" aria-label={title} data-listing-id={params.id} data-tab={params.tab}>
        <Placeholder>Photos, plant details, price and shipping.</Placeholder>
      </form>
    </Page>
  );
}
