/**
 * Marketplace API calls about users and sessions (spec 1 §7, spec 3 §7): public profiles, the
 * signed-in user's account, password reset, and login/logout/token exchange.
 */
/// <reference path="./sharetribe-sdk.d.ts" />
import type { MarketplaceSdk, SdkAuthInfo } from 'sharetribe-flex-sdk';
import { currentUserSchema, type CurrentUser } from './current-user-entity';
import { EXPANDED, defined, type ExtendedDataPatch, type ImageParams, type SdkValues } from './request-params';
import { parseOne } from './response-parse';
import { userSchema, type User } from './user-entity';

export type UserInclude = 'profileImage';
export type CurrentUserInclude = 'profileImage' | 'stripeAccount' | 'stripeCustomer' | 'stripeCustomer.defaultPaymentMethod';

export interface CurrentUserIncludes extends ImageParams {
  include?: readonly CurrentUserInclude[];
}

type Profile = CurrentUser['profile'];

/** What a user writes about themselves; extended data merges key by key (`null` removes). */
export interface ProfileWrite {
  firstName?: string;
  lastName?: string;
  displayName?: string | null;
  bio?: string | null;
  publicData?: ExtendedDataPatch<Profile['publicData']>;
  protectedData?: ExtendedDataPatch<Profile['protectedData']>;
  privateData?: ExtendedDataPatch<Profile['privateData']>;
}

export interface SignUp extends ProfileWrite {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** An identity provider's id token for the marketplace (`idpId` as configured there, the site's client id at the provider). */
export interface IdpCredentials {
  idpId: string;
  idpClientId: string;
  idpToken: string;
}

/** Social sign-up (spec 1 §3): names and email default to the id token's when omitted. */
export interface SignUpWithIdp extends IdpCredentials, ProfileWrite {
  email?: string;
}

export function userCalls(sdk: MarketplaceSdk, to: SdkValues) {
  const current = (call: string) => (response: { data: unknown }) => parseOne(currentUserSchema, response, call, 'currentUser');

  return {
    users: {
      show: async (params: { id: string; include?: readonly UserInclude[] } & ImageParams): Promise<User> =>
        parseOne(userSchema, await sdk.users.show({ ...params, id: to.uuid(params.id) }), 'users.show', 'user'),
    },
    currentUser: {
      show: async (params: CurrentUserIncludes = {}): Promise<CurrentUser> => current('currentUser.show')(await sdk.currentUser.show({ ...params })),
      /** Signs up (spec 1 §3 "Signup payload"); log in afterwards. */
      create: async (user: SignUp, params: CurrentUserIncludes = {}): Promise<CurrentUser> =>
        current('currentUser.create')(await sdk.currentUser.create(defined({ ...user }), { ...params, ...EXPANDED })),
      /** Signs up with an identity provider's id token instead of a password; log in with `loginWithIdp` afterwards. */
      createWithIdp: async (user: SignUpWithIdp, params: CurrentUserIncludes = {}): Promise<CurrentUser> =>
        current('currentUser.createWithIdp')(await sdk.currentUser.createWithIdp(defined({ ...user }), { ...params, ...EXPANDED })),
      updateProfile: async (profile: ProfileWrite & { profileImageId?: string | null }, params: CurrentUserIncludes = {}): Promise<CurrentUser> => {
        const { profileImageId, ...rest } = profile;
        const body = defined({ ...rest, profileImageId: profileImageId ? to.uuid(profileImageId) : profileImageId });
        return current('currentUser.updateProfile')(await sdk.currentUser.updateProfile(body, { ...params, ...EXPANDED }));
      },
      /** 403 when `currentPassword` is wrong. */
      changePassword: async (body: { currentPassword: string; newPassword: string }): Promise<CurrentUser> =>
        current('currentUser.changePassword')(await sdk.currentUser.changePassword({ ...body }, EXPANDED)),
      /** 403 when `currentPassword` is wrong, 409 `email-taken`. */
      changeEmail: async (body: { email: string; currentPassword: string }): Promise<CurrentUser> =>
        current('currentUser.changeEmail')(await sdk.currentUser.changeEmail({ ...body }, EXPANDED)),
      verifyEmail: async (body: { verificationToken: string }): Promise<CurrentUser> =>
        current('currentUser.verifyEmail')(await sdk.currentUser.verifyEmail({ ...body }, EXPANDED)),
      /** 429 when asked too often. */
      sendVerificationEmail: async (): Promise<void> => {
        await sdk.currentUser.sendVerificationEmail();
      },
    },
    passwordReset: {
      /** 409 `email-unverified` / `email-not-found` as the API answers. */
      request: async (body: { email: string }): Promise<void> => {
        await sdk.passwordReset.request({ ...body });
      },
      reset: async (body: { email: string; passwordResetToken: string; newPassword: string }): Promise<void> => {
        await sdk.passwordReset.reset({ ...body });
      },
    },
    login: async (credentials: { username: string; password: string }): Promise<void> => {
      await sdk.login(credentials);
    },
    /** Logs in with an identity provider's id token (401 when no user has that provider account). */
    loginWithIdp: async (credentials: IdpCredentials): Promise<void> => {
      await sdk.loginWithIdp({ ...credentials });
    },
    logout: async (): Promise<void> => {
      await sdk.logout();
    },
    authInfo: (): Promise<SdkAuthInfo> => sdk.authInfo(),
    /** The user's token exchanged for a trusted one (see `createTrustedSdk`); not stored anywhere. */
    exchangeToken: async (): Promise<unknown> => (await sdk.exchangeToken()).data,
  };
}
