import { useState, type ReactNode } from 'react';
import { Button } from './Button';

export interface OverlayTriggerProps {
  /** The trigger button's text. */
  label: string;
  /** Whether the overlay is open when the story first renders. */
  startOpen?: boolean;
  /** Renders the overlay with its open state and a close callback. */
  children: (open: boolean, close: () => void) => ReactNode;
}

/** For stories of overlays (modals, menus): a button that (re)opens the overlay it renders. Not exported. */
export function OverlayTrigger({ label, startOpen = true, children }: OverlayTriggerProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>{label}</Button>
      {children(open, () => setOpen(false))}
    </>
  );
}
