import { Page } from '~/shell/Page';
import { AuthTabs } from './AuthTabs';
import type { AuthPageView } from './auth-types';
import { LoginForm } from './LoginForm';
import { SocialButtons } from './SocialButtons';
import { FormMessage } from './FormMessage';
import { CONFIRM_TITLE } from '~/social-auth/texts';
import { hydrationGate } from '~/shell/hydration-gate';
import { loadWhenRendered } from '~/shell/load-when-rendered';

// Each tab's own form comes with the page that shows it (the login page does without the signup
// form's country list, username check and terms), loaded as the page's module runs when the
// server's markup has it; a switch of tab waits for it instead of showing an empty card.
const tabPart = (marker: string) => ({ hydrateWhen: hydrationGate, preload: () => document.querySelector(`.${marker}`) !== null });
const SignupForm = loadWhenRendered(() => import('./SignupForm').then((m) => m.SignupForm), tabPart('account-form--signup'));
const ConfirmSignupForm = loadWhenRendered(() => import('~/social-auth/ConfirmSignupForm').then((m) => m.ConfirmSignupForm), tabPart('account-form--confirm'));
const VerifyEmailNotice = loadWhenRendered(() => import('./VerifyEmailNotice').then((m) => m.VerifyEmailNotice), tabPart('verify-notice'));

const TITLES = { signup: 'Sign up', login: 'Log in', confirm: 'Verify your email' } as const;

function titleOf(data: AuthPageView): string {
  return data.tab === 'confirm' && data.pendingSignup ? CONFIRM_TITLE : TITLES[data.tab];
}

/** The authentication page with its signup, login and confirm tabs (spec 1 §2.3). */
export function AuthPage({ data }: { data: AuthPageView }) {
  return (
    <Page title={titleOf(data)} className="page--narrow page--auth">
      <div className="auth-card">
        {data.tab === 'confirm' && data.verifyNotice ? (
          <VerifyEmailNotice email={data.verifyNotice.email} from={data.from} />
        ) : data.tab === 'confirm' && data.pendingSignup ? (
          <ConfirmSignupForm pending={data.pendingSignup} from={data.from} />
        ) : (
          <>
            <AuthTabs tab={data.tab} />
            <FormMessage kind="error">{data.socialError}</FormMessage>
            <SocialButtons social={data.social} from={data.from} mode={data.tab === 'signup' ? 'signup' : 'login'} />
            {data.tab === 'signup' ? <SignupForm from={data.from} /> : <LoginForm from={data.from} />}
          </>
        )}
      </div>
    </Page>
  );
}
