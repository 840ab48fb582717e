import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { NewsletterTokenPage } from '~/newsletter/NewsletterTokenPage';
import { newsletterTokenAction, newsletterTokenLoader } from '~/newsletter/token-page.server';
import { NEWSLETTER_PAGE_TEXTS } from '~/newsletter/texts';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta(NEWSLETTER_PAGE_TEXTS.confirm.title);

/** /newsletter/confirm?token= (open): the emailed link's page; the button posts the token (CSRF-checked). */
export function loader({ request }: LoaderFunctionArgs) {
  return newsletterTokenLoader(request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return newsletterTokenAction('confirm', request, context);
}

export default function NewsletterPage() {
  return <NewsletterTokenPage kind="confirm" />;
}
