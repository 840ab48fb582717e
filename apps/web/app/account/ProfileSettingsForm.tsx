import { Form, Link } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { FieldText, FieldTextarea } from '@variegata/ui/Field';
import { profileSchema } from '~/account/schemas';
import { CsrfField } from '~/shell/CsrfField';
import { FormMessage } from './FormMessage';
import { ProfileImageUpload } from './ProfileImageUpload';
import { useAccountForm } from './useAccountForm';
import { useUsernameCheck } from './useUsernameCheck';

interface ProfileData {
  firstName: string;
  lastName: string;
  displayName: string;
  bio: string;
  username: string;
  profileImageUrl: string | null;
}

export function ProfileSettingsForm(data: ProfileData) {
  const form = useAccountForm(profileSchema);
  const usernameCheck = useUsernameCheck(data.username);
  const value = (name: keyof ProfileData) => form.values[name] ?? (data[name] as string);
  const initials = `${data.firstName.charAt(0)}${data.lastName.charAt(0)}`.toUpperCase();
  return (
    <>
      <ProfileImageUpload imageUrl={data.profileImageUrl} initials={initials} />
      <Form method="post" className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Profile settings">
        <CsrfField />
        <FormMessage kind="error">{form.formError}</FormMessage>
        <FormMessage kind="success">{form.success}</FormMessage>
        <div className="account-form__row">
          <FieldText id="profile-first-name" name="firstName" label="First name" autoComplete="given-name" required defaultValue={value('firstName')} error={form.error('firstName')} />
          <FieldText id="profile-last-name" name="lastName" label="Last name" autoComplete="family-name" required defaultValue={value('lastName')} error={form.error('lastName')} />
        </div>
        <FieldText id="profile-display-name" name="displayName" label="Display name" hint="Optional; shown instead of your first name and last initial." defaultValue={value('displayName')} error={form.error('displayName')} />
        <FieldText
          id="profile-username"
          name="username"
          label="Username"
          autoComplete="username"
          required
          hint={data.username ? (
            <>
              Your shop: <Link to={`/shop/${encodeURIComponent(data.username)}`}>/shop/{data.username}</Link>
            </>
          ) : '3 to 20 letters, digits, dots, dashes or underscores.'}
          defaultValue={value('username')}
          onBlur={usernameCheck.onBlur}
          error={form.error('username') ?? usernameCheck.takenError}
        />
        <FieldTextarea id="profile-bio" name="bio" label="Bio" rows={5} hint="Tell buyers about your plants and how you grow them." defaultValue={value('bio')} error={form.error('bio')} />
        <div className="account-form__actions">
          <Button type="submit" loading={form.submitting} loadingLabel="Saving">
            Save changes
          </Button>
        </div>
      </Form>
    </>
  );
}
