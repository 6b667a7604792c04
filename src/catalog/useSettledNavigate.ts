import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** How long after a control's last step the next one still belongs to the same move. */
export const MOVE_WINDOW_MS = 2500;

interface Move {
  control: string;
  to: string;
  at: number;
}

/** Whether a step of `control` continues the last move: same control, soon after, and nothing else navigated since. */
export function continuesMove(last: Move | null, control: string | undefined, current: string, now: number): boolean {
  return control !== undefined && last !== null && last.control === control && last.to === current && now - last.at < MOVE_WINDOW_MS;
}

/**
 * Navigates to another view of a list. The steps of a control being moved (a price thumb stepped with
 * the arrow keys, the rating radios arrowed through) replace the entry the previous step made, so a
 * settled change is one history entry and Back returns to the view before it.
 */
export function useSettledNavigate() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const lastMove = useRef<Move | null>(null);
  return (to: string, movingControl?: string) => {
    const now = Date.now();
    const replace = continuesMove(lastMove.current, movingControl, `${pathname}${search}`, now);
    lastMove.current = movingControl === undefined ? null : { control: movingControl, to, at: now };
    navigate(to, { replace });
  };
}
