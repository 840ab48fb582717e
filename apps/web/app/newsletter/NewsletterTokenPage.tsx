import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { CsrfField } from '~/shell/CsrfField';
import { Page } from '~/shell/Page';
import type { NewsletterLinkKind, NewsletterPageAnswer } from './token-page.server';
import { NEWSLETTER_PAGE_TEXTS } from './texts';

/** The page an emailed newsletter link opens: one button that confirms or unsubscribes. */
export function NewsletterTokenPage({ kind }: { kind: NewsletterLinkKind }) {
  const { token } = useLoaderData<{ token: string }>();
  const answer = useActionData<NewsletterPageAnswer>();
  const busy = useNavigation().state !== 'idle';
  const texts = NEWSLETTER_PAGE_TEXTS[kind];
  return (
    <Page title={texts.title} lead={answer?.done ? undefined : texts.lead} className="page--narrow">
      {answer ? (
        <p role={answer.done ? 'status' : 'alert'}>{answer.message}</p>
      ) : null}
      {answer?.done ? (
        <p>
          <Link to="/marketplace">Browse the marketplace</Link>
        </p>
      ) : (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="token" value={token} />
          <Button type="submit" disabled={busy || token === ''}>
            {texts.button}
          </Button>
        </Form>
      )}
    </Page>
  );
}
