/** Texts of the newsletter's link pages. */
export const NEWSLETTER_PAGE_TEXTS = {
  confirm: {
    title: 'Confirm your newsletter subscription',
    lead: 'One click and you will receive the Variegata newsletter.',
    button: 'Confirm subscription',
    done: 'Your subscription is confirmed. Welcome to the Variegata newsletter!',
    invalid: 'This confirmation link is not valid, or the address has unsubscribed since. Please sign up again.',
    expired: 'This confirmation link has expired. Please sign up again.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    lead: 'You will no longer receive the Variegata newsletter.',
    button: 'Unsubscribe',
    done: 'You are unsubscribed. You will not receive the newsletter any more.',
    invalid: 'This unsubscribe link is not valid.',
    expired: 'This unsubscribe link is not valid.',
  },
} as const;
