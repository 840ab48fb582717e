/** stripe_persons/create: a person (company representative, owner...) on the user's connected account, from a Stripe person token. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Ctx, Reply, RouteTable } from './http-context';
import { conflict, invalidValue } from './http-errors';
import { renderCommand } from './render';
import { stripeAccountOf } from './stripe-model';

async function personCreate(ctx: Ctx): Promise<Reply> {
  const userId = ctx.auth.userId!;
  const account = stripeAccountOf(ctx.app, userId);
  if (!account) throw conflict('stripe-account-not-found', 'The user has no Stripe account');
  const personToken = ctx.body.string('personToken');
  if (!/^[A-Za-z0-9_]{3,255}$/.test(personToken)) throw invalidValue('personToken', 'body');
  const create = ctx.app.stripeHooks.createPerson;
  const person = create
    ? await create.call(ctx.app.stripeHooks, { stripeAccountId: account.stripe_account_id, personToken })
    : { stripePersonId: `person_twin_${randomBytes(10).toString('hex')}` };
  return renderCommand(ctx, { id: randomUUID(), type: 'stripePerson', attributes: { stripePersonId: person.stripePersonId } });
}

export const stripePersonRoutes: RouteTable = {
  'stripe_persons/create': { method: 'POST', auth: 'user', fullUserOnly: true, handler: personCreate },
};
