import { Page } from '~/shell/Page';
import { AuthTabs } from './AuthTabs';
import type { AuthPageView } from './auth-types';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';
import { SocialButtons } from './SocialButtons';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import { FormMessage } from './FormMessage';
import { ConfirmSignupForm } from '~/social-auth/ConfirmSignupForm';
import { CONFIRM_TITLE } from '~/social-auth/texts';

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
