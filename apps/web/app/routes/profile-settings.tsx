import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { validateWith } from '@variegata/validation/form';
import { ProfileSettingsForm } from '~/account/ProfileSettingsForm';
import accountStyles from '~/account/account.css?url';
import { Page } from '~/shell/Page';
import { TabBar } from '~/shell/TabBar';
import { changeUsername, updateProfile } from '~/account/profile.server';
import { fail, formValues, invalid } from '~/account/results.server';
import { formObject, profileSchema } from '~/account/schemas';
import { PROFILE_UPDATE_FAILED_TEXT, SIGNUP_USERNAME_TAKEN_TEXT } from '~/account/texts';
import { accountUser } from '~/account/user.server';
import { readForm } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';
import { manageTabs } from '~/shell/tabs';
import { userHasListings } from '~/shell/user.server';

export const meta: MetaFunction = () => pageMeta('Profile settings');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** ProfileSettingsPage (login required): names, bio, username and profile picture. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = accountUser(await requireUser(request, context, 'login'));
  const isSeller = await userHasListings(context).catch(() => false);
  return {
    isSeller,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    bio: user.bio,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = accountUser(await requireUser(request, context, 'login'));
  const form = await readForm(request, context);
  const values = formValues(form);
  const parsed = validateWith(profileSchema, formObject(form));
  if (!parsed.success) return invalid(parsed.issues, values);
  const { username, ...profile } = parsed.output;
  const renamed = await changeUsername(user.id, user.username, username);
  if (renamed === 'username-taken') return fail(409, { fieldErrors: { username: SIGNUP_USERNAME_TAKEN_TEXT }, values });
  if (renamed !== 'ok') return fail(502, { formError: PROFILE_UPDATE_FAILED_TEXT, values });
  if (!(await updateProfile(context, profile))) return fail(502, { formError: PROFILE_UPDATE_FAILED_TEXT, values });
  return { success: 'Your profile has been updated.' };
}

export default function ProfileSettingsPage() {
  const { isSeller, ...data } = useLoaderData<typeof loader>();
  return (
    <Page title="Profile settings" className="page--account page--profile-settings">
      <TabBar label="Your listings and settings" tabs={manageTabs(isSeller)} />
      <div className="account-panel">
        <ProfileSettingsForm {...data} />
      </div>
    </Page>
  );
}
