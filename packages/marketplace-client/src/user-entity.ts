/**
 * A marketplace user as other people see them (spec 2 §3 "User (public)", spec 1 §3 "User
 * (other)"): flags, the public profile and an optional profile image. A banned or deleted user
 * comes back blanked: empty names, no bio, empty data (show "Banned user" / "Deleted user").
 */
import * as v from 'valibot';
import { imageSchema } from './image-entity';
import { extendedData, resource } from './resource-schema';

/** Public metadata of a user (written by the operator): the forum username and the verified badge. */
export const userMetadataSchema = extendedData({
  username: v.optional(v.string()),
  verified: v.optional(v.boolean()),
  canUploadOutdoorUs: v.optional(v.boolean()),
});

/** Public data of a user (nothing the product reads yet; unknown keys are kept). */
export const userPublicDataSchema = extendedData({
  userType: v.optional(v.string()),
});

export const BLANK_PROFILE = { displayName: '', abbreviatedName: '', bio: null, publicData: {}, metadata: {} };

export const publicProfileSchema = v.object({
  displayName: v.string(),
  abbreviatedName: v.string(),
  bio: v.nullable(v.string()),
  publicData: userPublicDataSchema,
  metadata: userMetadataSchema,
});

export const userSchema = resource(
  'user',
  {
    banned: v.boolean(),
    deleted: v.boolean(),
    createdAt: v.date(),
    profile: publicProfileSchema,
  },
  {
    profileImage: v.optional(v.nullable(imageSchema)),
  },
  { profile: BLANK_PROFILE, createdAt: new Date(0) },
);

/** `{ id, banned, deleted, createdAt, profile: { displayName, abbreviatedName, bio, publicData, metadata }, profileImage? }` */
export type User = v.InferOutput<typeof userSchema>;
