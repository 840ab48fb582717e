import { Modal } from '@variegata/ui/Modal';

export interface PromptText {
  readonly title: string | null;
  readonly icon: string | null;
  readonly image: string | null;
}

/** The sign-up prompt's dialog (SignupPrompt opens it): the optional title and images, sign up or log in. */
export function SignupPromptDialog({ text, returnTo, onClose }: { text: PromptText; returnTo: string; onClose: () => void }) {
  const from = encodeURIComponent(returnTo);
  return (
    <Modal open onClose={onClose} title={text.title || 'Join Variegata'} size="sm" id="signup-prompt">
      <div className="lp-signup-prompt">
        {text.image ? <img src={text.image} alt="" className="lp-signup-image" width={320} height={180} /> : null}
        {text.icon ? <img src={text.icon} alt="" className="lp-signup-icon" width={48} height={48} /> : null}
        <p>Create a free account to bid on auctions, buy rare plants, save favourites and message sellers.</p>
        <a className="vg-button vg-button--primary vg-button--md vg-button--full" href={`/signup?from=${from}`}>
          Sign up
        </a>
        <p className="lp-muted lp-center">
          Already a member? <a href={`/login?from=${from}`}>Log in</a>
        </p>
      </div>
    </Modal>
  );
}
