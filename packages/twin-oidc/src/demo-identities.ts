/**
 * The people the local identity provider knows: each one signs in with a click on the provider's
 * sign-in page. Their emails are verified at the provider (claim `email_verified`), as a real
 * social network or search-engine account reports them.
 */
export interface DemoIdentity {
  /** The subject (`sub`): stable per identity, as a real provider's account id. */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** What the sandbox index page says this identity is good for. */
  note: string;
}

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  { sub: 'social-ada', email: 'ada.fernleaf@social.test', emailVerified: true, givenName: 'Ada', familyName: 'Fernleaf',
    note: 'no marketplace account yet: signs up through the confirm tab' },
  { sub: 'social-bruno', email: 'bruno.moss@social.test', emailVerified: true, givenName: 'Bruno', familyName: 'Moss',
    note: 'no marketplace account yet: signs up through the confirm tab' },
  { sub: 'social-clara', email: 'clara.vine@social.test', emailVerified: false, givenName: 'Clara', familyName: 'Vine',
    note: 'email not verified at the provider: signs up, then verifies the email on the marketplace' },
  { sub: 'social-petra', email: 'premium.seller@variegata.test', emailVerified: true, givenName: 'Petra', familyName: 'Plants',
    note: 'same verified email as the premium seller demo user: logs straight in to that account' },
];

export function findIdentity(sub: string, identities: readonly DemoIdentity[] = DEMO_IDENTITIES): DemoIdentity | undefined {
  return identities.find((identity) => identity.sub === sub);
}

/** The standard claims of an identity (OpenID Connect Core §5.1) for the scopes `openid email profile`. */
export function claimsOf(identity: DemoIdentity): { sub: string } & Record<string, string | boolean> {
  return {
    sub: identity.sub,
    email: identity.email,
    email_verified: identity.emailVerified,
    given_name: identity.givenName,
    family_name: identity.familyName,
    name: `${identity.givenName} ${identity.familyName}`,
  };
}
