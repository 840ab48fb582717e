import { loadWhenRendered } from '~/shell/load-when-rendered';

/** The terms of service dialog of the signup forms; its code (and the UI kit's Modal) comes when it opens. */
export const TermsDialog = loadWhenRendered(() => import('./TermsModal').then((m) => m.TermsModal));
