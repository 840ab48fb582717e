import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { AppDownloadModal } from './AppDownloadModal';

function renderModal(onClose = vi.fn()) {
  render(
    <AppDownloadModal
      open
      onClose={onClose}
      title="Plant pay is in the app"
      appStoreHref="https://apps.example/ios"
      googlePlayHref="https://play.example/android"
      disclaimer={<p>California Financing Law license disclaimer.</p>}
    >
      <p>Download the app.</p>
    </AppDownloadModal>,
  );
  return onClose;
}

describe('AppDownloadModal', () => {
  it('is a dialog with both store links and the disclaimer', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Plant pay is in the app' });
    expect(dialog.textContent).toContain('California Financing Law license disclaimer.');
    const ios = screen.getByRole('link', { name: /App Store/ });
    const android = screen.getByRole('link', { name: /Google Play/ });
    expect(ios.getAttribute('href')).toBe('https://apps.example/ios');
    expect(android.getAttribute('href')).toBe('https://play.example/android');
    expect(android.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('closes with the close button', async () => {
    const onClose = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(<AppDownloadModal open={false} onClose={() => {}} title="T" appStoreHref="a" googlePlayHref="b" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    renderModal();
    await expectNoSeriousViolations(document.body);
  });
});
