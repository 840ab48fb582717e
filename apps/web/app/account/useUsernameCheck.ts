import { validateUsername, USERNAME_TAKEN_MESSAGE } from '@variegata/validation/username';
import { useRef, useState } from 'react';
import { useShellRootData } from '~/shell/root-data';

/**
 * Asks /api/unused-username-discourse whether a well-formed username is free when the field loses
 * focus, so a taken name shows before the form is sent (the action checks again).
 */
export function useUsernameCheck(currentUsername = '') {
  const csrfToken = useShellRootData()?.csrfToken ?? '';
  const [takenError, setTakenError] = useState<string | null>(null);
  const latest = useRef('');
  async function check(value: string) {
    const username = value.trim();
    latest.current = username;
    setTakenError(null);
    if (username === currentUsername || !validateUsername(username).success) return;
    try {
      const response = await fetch('/api/unused-username-discourse', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify({ username }),
      });
      const body = (await response.json()) as { data?: boolean };
      if (latest.current === username && body.data === false) setTakenError(USERNAME_TAKEN_MESSAGE);
    } catch {
      // The action checks again; a failed lookup only skips the early hint.
    }
  }
  return { takenError, onBlur: (event: { currentTarget: { value: string } }) => void check(event.currentTarget.value) };
}
