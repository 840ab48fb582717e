import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Avatar } from '@variegata/ui/Avatar';
import { Banner } from '@variegata/ui/Banner';
import { Button } from '@variegata/ui/Button';
import { Card } from '@variegata/ui/Card';
import { FieldSelect, FieldText, FieldTextarea } from '@variegata/ui/Field';
import { CsrfField } from '~/shell/CsrfField';
import { Page } from '~/shell/Page';
import { DisputeForm } from './DisputeForm';
import type { ActionView, OrderView } from './order-view';
import type { OrderActionData, OrderPageData } from './order-page.server';
import type { ThreadView } from './messages.server';
import { formatDay } from './status';
import { formatUtcDate } from '~/shell/display-format';
import { loadWhenRendered, whenInMarkup } from '~/shell/load-when-rendered';

// Only an auction's winner who has not paid yet gets the address and payment form: its code (and
// the address fields') comes with their page only.
const WonOrderPayForm = loadWhenRendered(() => import('./WonOrderPayForm').then((m) => m.WonOrderPayForm), whenInMarkup('order-pay'));

const LABEL_REFUND_TEXT = {
  refunded: 'The sale was declined, so the unused label was refunded to you.',
  requested: 'The sale was declined: a refund of the unused label was asked for from the carrier.',
  failed: 'The sale was declined, but the carrier refused to refund the label. Contact Variegata support.',
} as const;

const formatTime = (iso: string) => formatUtcDate(iso, 'monthDayTimeZone');

function Status({ order }: { order: OrderView }) {
  const { status } = order;
  return (
    <section className={`order-status order-status--${status.tone}`} aria-label="Status">
      <p className="order-status__label">{status.label}</p>
      <p>{status.detail}</p>
      {status.note ? <p className="order-status__note">{status.note}</p> : null}
      {status.deadline ? <p>{status.deadline.text} <time dateTime={status.deadline.at}>{formatTime(status.deadline.at)}</time></p> : null}
      {status.payout ? <p className="order-status__payout">{status.payout}</p> : null}
    </section>
  );
}

function ListingCard({ order }: { order: OrderView }) {
  const { listing } = order;
  const image = listing.imageUrl ? <img src={listing.imageUrl} alt="" className="order-listing__image" /> : <div className="order-listing__image order-listing__image--none" aria-hidden="true" />;
  return (
    <div className="order-listing">
      {image}
      <div>
        <p className="order-listing__title">{listing.href ? <Link to={listing.href}>{listing.title}</Link> : listing.title}</p>
        <div className="order-party">
          <Avatar name={order.counterpart.name} src={order.counterpart.avatarUrl} size={40} status={order.counterpart.status} decorative />
          <span>
            {order.role === 'customer' ? 'Sold by ' : 'Bought by '}
            {order.counterpart.profileHref ? <Link to={order.counterpart.profileHref}>{order.counterpart.name}</Link> : <strong>{order.counterpart.name}</strong>}
          </span>
        </div>
      </div>
    </div>
  );
}

function Shipping({ order }: { order: OrderView }) {
  if (!order.address && !order.rate && !order.shipment && !order.label) return null;
  return (
    <Card title="Shipping" headingLevel={2} padding="md">
      {order.address ? (
        <address className="order-address">
          {order.address.map((line, i) => <span key={i}>{line}</span>)}
        </address>
      ) : null}
      {order.rate ? (
        <p>
          {order.rate.ownShipping ? 'Shipped by the seller' : [order.rate.provider, order.rate.service].filter(Boolean).join(' · ')}
          {order.rate.durationTerms ? ` (${order.rate.durationTerms})` : ''}
        </p>
      ) : null}
      {order.label ? (
        <p>
          Label bought: <a href={order.label.labelUrl} target="_blank" rel="noreferrer">Download the shipping label (PDF)</a>
        </p>
      ) : null}
      {order.label?.refund ? <p className="order-label-refund">{LABEL_REFUND_TEXT[order.label.refund.status]}</p> : null}
      {order.shipment ?? order.label ? (
        <p>
          Tracking number:{' '}
          <strong data-testid="tracking-number">{(order.shipment ?? order.label)?.trackingNumber}</strong>
          {(order.shipment ?? order.label)?.trackingUrl ? <> · <a href={(order.shipment ?? order.label)?.trackingUrl} target="_blank" rel="noreferrer">Track the parcel</a></> : null}
        </p>
      ) : null}
    </Card>
  );
}

function Breakdown({ order }: { order: OrderView }) {
  if (order.breakdown.length === 0) return null;
  return (
    <Card title={order.role === 'customer' ? 'What you paid' : 'Your payout'} padding="md">
      <dl className="order-breakdown">
        {order.breakdown.map((row) => (
          <div key={`${row.key}-${row.label}`} className={row.total ? 'order-breakdown__total' : undefined}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? '' : 's'}` }));

function ActionForm({ order, action, result, busy }: { order: OrderView; action: ActionView; result: OrderActionData | undefined; busy: boolean }) {
  const fields = result && !result.ok && result.intent === 'transition' ? result.fields ?? {} : {};
  if (action.kind === 'dispute') return <DisputeForm order={order} action={action} serverError={fields['disputeReason'] ?? null} busy={busy} />;
  return (
    <Form method="post" className="order-action" encType="application/x-www-form-urlencoded">
      <CsrfField />
      <input type="hidden" name="intent" value="transition" />
      <input type="hidden" name="action" value={action.kind} />
      {action.kind === 'mark-shipped' && !order.label ? (
        <>
          <FieldText id="trackingNumber" name="trackingNumber" label="Tracking number" hint="From your own label, if you did not buy one here." error={fields['trackingNumber'] ?? null} maxLength={64} />
          <FieldText id="carrier" name="carrier" label="Carrier" maxLength={40} />
        </>
      ) : null}
      {action.kind === 'review' ? (
        <>
          <FieldSelect id="reviewRating" name="reviewRating" label="Rating" options={RATINGS} placeholder="Choose a rating" error={fields['reviewRating'] ?? null} />
          <FieldTextarea id="reviewContent" name="reviewContent" label="Your review" rows={3} error={fields['reviewContent'] ?? null} />
        </>
      ) : null}
      <Button type="submit" variant={action.kind === 'decline-sale' ? 'secondary' : 'primary'} disabled={busy} fullWidth>
        {action.label}
      </Button>
    </Form>
  );
}

function Actions({ order, result, busy }: { order: OrderView; result: OrderActionData | undefined; busy: boolean }) {
  if (order.actions.length === 0 && !order.canBuyLabel) return null;
  return (
    <Card title="What you can do" padding="md" className="order-actions">
      {order.canBuyLabel ? (
        <Form method="post" className="order-action">
          <CsrfField />
          <input type="hidden" name="intent" value="buy-label" />
          <Button type="submit" variant="secondary" disabled={busy} fullWidth>Buy shipping label</Button>
        </Form>
      ) : null}
      {order.actions.map((action) => <ActionForm key={action.kind} order={order} action={action} result={result} busy={busy} />)}
    </Card>
  );
}

function Reviews({ order }: { order: OrderView }) {
  const items = [
    { who: order.role === 'customer' ? 'Your review' : "The buyer's review", review: order.reviews.byCustomer },
    { who: order.role === 'provider' ? 'Your review' : "The seller's review", review: order.reviews.byProvider },
  ].filter((r) => r.review);
  if (items.length === 0) return null;
  return (
    <Card title="Reviews" padding="md">
      {items.map(({ who, review }) => (
        <figure key={who} className="order-review">
          <figcaption>{who}: <span aria-label={`${review!.rating ?? 0} out of 5 stars`}>{'★'.repeat(review!.rating ?? 0)}{'☆'.repeat(5 - (review!.rating ?? 0))}</span></figcaption>
          <blockquote>{review!.content}</blockquote>
        </figure>
      ))}
    </Card>
  );
}

function Timeline({ order }: { order: OrderView }) {
  return (
    <Card title="History" padding="md">
      <ol className="order-timeline">
        {order.timeline.map((entry, i) => (
          <li key={`${entry.transition}-${i}`}>
            <span>{entry.text} <span className="order-timeline__by">{entry.by}</span></span>
            <time dateTime={entry.at}>{formatTime(entry.at)}</time>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Thread({ order, thread, result, busy }: { order: OrderView; thread: ThreadView; result: OrderActionData | undefined; busy: boolean }) {
  const failed = result && !result.ok && result.intent === 'send-message' ? result : undefined;
  return (
    <section className="order-thread" aria-label="Messages">
      <h2>Messages</h2>
      {thread.olderPage ? <p><Link to={`?messages=${thread.olderPage}`} className="order-thread__older">Load older messages</Link></p> : null}
      {thread.messages.length === 0 ? <p className="order-thread__empty">No messages yet.</p> : null}
      <ol className="order-thread__list">
        {thread.messages.map((m) => (
          <li key={m.id} className={m.mine ? 'order-message order-message--mine' : 'order-message'}>
            <p className="order-message__meta">{m.senderName} · <time dateTime={m.at}>{formatTime(m.at)}</time></p>
            <p className="order-message__content">{m.content}</p>
          </li>
        ))}
      </ol>
      {thread.newerPage ? <p><Link to={thread.newerPage === 1 ? '?' : `?messages=${thread.newerPage}`}>Newer messages</Link></p> : null}
      {order.messagingBlocked ? (
        <p className="order-thread__blocked">{order.messagingBlocked}</p>
      ) : (
        <Form method="post" className="order-thread__form" key={result?.ok && result.intent === 'send-message' ? result.notice + thread.messages.length : 'send'}>
          <CsrfField />
          <input type="hidden" name="intent" value="send-message" />
          <FieldTextarea id="message-content" name="content" label="Message" hideLabel placeholder={`Write to ${order.counterpart.name}`} rows={3} maxLength={5000} error={failed?.error ?? null} />
          <Button type="submit" disabled={busy}>Send message</Button>
        </Form>
      )}
    </section>
  );
}

/** The order (customer) or sale (provider) page. */
export function OrderPage() {
  const { order, thread, payAddress } = useLoaderData<OrderPageData>();
  const result = useActionData<OrderActionData>();
  const busy = useNavigation().state !== 'idle';
  const actionFailure = result && !result.ok && result.intent !== 'send-message' ? result.error : null;
  return (
    <Page title={order.role === 'customer' ? 'Order details' : 'Sale details'} className="page--columns order-page">
      {result?.ok ? <Banner tone="success">{result.notice}</Banner> : null}
      {actionFailure ? <Banner tone="error">{actionFailure}</Banner> : null}
      <div className="columns">
        <div className="columns-main">
          <ListingCard order={order} />
          <Status order={order} />
          {order.dispute ? (
            <Card title="Dispute" padding="md">
              <p>{order.dispute.reason}</p>
              {order.dispute.photos.map((p) => <img key={p.url} src={p.url} alt="Dispute photo" className="order-dispute__photo" />)}
            </Card>
          ) : null}
          <Thread order={order} thread={thread} result={result} busy={busy} />
          <Timeline order={order} />
        </div>
        <aside className="columns-side">
          {order.payWonOrder && payAddress ? <WonOrderPayForm initial={payAddress} result={result} busy={busy} /> : null}
          <Actions order={order} result={result} busy={busy} />
          <Breakdown order={order} />
          <Shipping order={order} />
          <Reviews order={order} />
          <p className="order-date">Ordered on {formatDay(order.timeline[0]?.at ?? new Date(0).toISOString())}</p>
        </aside>
      </div>
    </Page>
  );
}
