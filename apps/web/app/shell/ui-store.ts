/**
 * Client-only UI state of the shell (zustand): notices dismissed in this page view, so
 * they hide at once while the cookie that keeps them hidden is being set.
 */
import { create } from 'zustand';

export type DismissibleNotice = 'cookie-notice' | 'reminder' | 'smart-banner';

interface ShellUiState {
  readonly dismissed: readonly DismissibleNotice[];
  dismiss(notice: DismissibleNotice): void;
}

export const useShellUi = create<ShellUiState>()((set) => ({
  dismissed: [],
  dismiss: (notice) => set((state) => (state.dismissed.includes(notice) ? state : { dismissed: [...state.dismissed, notice] })),
}));

export function useDismissed(notice: DismissibleNotice): boolean {
  return useShellUi((state) => state.dismissed.includes(notice));
}
