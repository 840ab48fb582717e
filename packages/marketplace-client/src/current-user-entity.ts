/**
 * The signed-in user as they see themselves (spec 1 §3 "Current user", spec 3 §3): account flags,
 * the full profile with every data scope, and the relations profileImage, stripeAccount and
 * stripeCustomer (with defaultPaymentMethod). The Integration API shows every user this way too
 * (type `user` there, without the Stripe relations unless included).
 */
import * as v from 'valibot';
import { PLAN_IDS } from '@variegata/membership/plans';
import { imageSchema } from './image-entity';
import { extendedData, integer, resource } from './resource-schema';
import { stripeAccountSchema, stripeCustomerSchema } from './stripe-entity';
import { BLANK_PROFILE, userMetadataSchema, userPublicDataSchema } from './user-entity';

/** A postal address as the shipping form stores it (keys beyond these are kept). */
const addressSchema = v.looseObject({
  country: v.optional(v.string()),
});

/** Protected data: shown to the other party of a transaction, written by the user. */
export const userProtectedDataSchema = extendedData({
  phoneNumber: v.optional(v.string()),
  country: v.optional(v.string()),
  address: v.optional(addressSchema),
  shippingAddressPreview: v.optional(v.looseObject({})),
  /** Favourite listing ids. */
  myFavorites: v.optional(v.array(v.string())),
  hasAcceptedNewsletter: v.optional(v.boolean()),
  signedUpFrom: v.optional(v.string()),
});

/** Private data: only the user (and the operator) can read it. */
export const userPrivateDataSchema = extendedData({
  membershipPlanId: v.optional(v.picklist(PLAN_IDS)),
  stripeCustomerId: v.optional(v.string()),
  /** Stripe webhook events already applied to the membership (newest last). */
  stripeEventIds: v.optional(v.array(v.string())),
  badge: v.optional(integer),
  messagesBadge: v.optional(integer),
  bookingsIncomeBadge: v.optional(integer),
  bookingsRequestBadge: v.optional(integer),
  bookingsOthersBadge: v.optional(integer),
});

export const ownProfileSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  displayName: v.string(),
  abbreviatedName: v.string(),
  bio: v.nullable(v.string()),
  publicData: userPublicDataSchema,
  protectedData: userProtectedDataSchema,
  privateData: userPrivateDataSchema,
  metadata: userMetadataSchema,
});

export const currentUserSchema = resource(
  ['currentUser', 'user'],
  {
    banned: v.boolean(),
    deleted: v.boolean(),
    createdAt: v.date(),
    email: v.string(),
    emailVerified: v.boolean(),
    pendingEmail: v.nullable(v.string()),
    stripeConnected: v.boolean(),
    stripePayoutsEnabled: v.optional(v.boolean()),
    stripeChargesEnabled: v.optional(v.boolean()),
    /** `active`, `pendingApproval` or `banned`, on marketplaces whose API sends it. */
    state: v.optional(v.picklist(['active', 'pendingApproval', 'banned'])),
    profile: ownProfileSchema,
  },
  {
    profileImage: v.optional(v.nullable(imageSchema)),
    stripeAccount: v.optional(v.nullable(stripeAccountSchema)),
    stripeCustomer: v.optional(v.nullable(stripeCustomerSchema)),
  },
  {
    createdAt: new Date(0),
    email: '',
    emailVerified: false,
    pendingEmail: null,
    stripeConnected: false,
    profile: { ...BLANK_PROFILE, firstName: '', lastName: '', protectedData: {}, privateData: {} },
  },
);

/**
 * `{ id, banned, deleted, createdAt, email, emailVerified, pendingEmail, stripeConnected, state?,
 *   profile: { firstName, lastName, displayName, abbreviatedName, bio, publicData, protectedData,
 *   privateData, metadata }, profileImage?, stripeAccount?, stripeCustomer? }`
 */
export type CurrentUser = v.InferOutput<typeof currentUserSchema>;
