import { useRef } from 'react';
import { useAppNavigate } from '../router/NavigationRouter';

/** How long after a control's last step landed the next one still belongs to the same move. */
export const MOVE_WINDOW_MS = 2500;

export interface Move {
  control: string;
  /** Whether the step replaced the move's entry rather than making it. */
  replaced: boolean;
  /** The history entry the step made or replaced, once its view has loaded; null while it loads. */
  entry: string | null;
  /** When the step was taken, then when it landed. */
  at: number;
}

/**
 * Whether a step of `control` continues the last move. A step whose view is still loading has no
 * entry yet, so the next step does what it did: a first step's push is interrupted by a push, and the
 * move's entry is replaced again. A step that landed is continued while the shopper is still on its
 * entry (nothing else navigated since) and steps again soon after.
 */
export function continuesMove(last: Move | null, control: string | undefined, currentEntry: string | null, now: number): boolean {
  if (control === undefined || last === null || last.control !== control) return false;
  if (last.entry === null) return last.replaced;
  return last.entry === currentEntry && now - last.at < MOVE_WINDOW_MS;
}

/**
 * The browser's current history entry, as the router keyed it. Read from the browser rather than
 * from the rendered location: the router renders a new view in a transition, so on a busy phone the
 * rendered location can still be the one before the entry the last step made.
 */
function currentHistoryEntry(): string | null {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : null;
}

/**
 * Navigates to another view of a list. The steps of a control being moved (a price thumb stepped with
 * the arrow keys, the rating radios arrowed through) replace the entry the previous step made, so a
 * settled change is one history entry and Back returns to the view before it.
 */
export function useSettledNavigate() {
  const navigate = useAppNavigate();
  const lastMove = useRef<Move | null>(null);
  return (to: string, movingControl?: string) => {
    const now = Date.now();
    const replace = continuesMove(lastMove.current, movingControl, currentHistoryEntry(), now);
    const move = movingControl === undefined ? null : { control: movingControl, replaced: replace, entry: null, at: now };
    lastMove.current = move;
    // The router moves to the entry once the view's data has loaded; a later step interrupts this one.
    void navigate(to, { replace }).then(() => {
      if (move === null || lastMove.current !== move) return;
      lastMove.current = { ...move, entry: currentHistoryEntry(), at: Date.now() };
    });
  };
}
