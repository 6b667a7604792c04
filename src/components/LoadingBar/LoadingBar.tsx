import { usePendingLocation } from '../../router/NavigationRouter';
import { useRecoilValue } from 'recoil';
import { navigationFailedState } from '../../state/navigation';
import { useLoadingBar } from './useLoadingBar';
import * as styles from './LoadingBar.css';

/** The bar at the top of the page while the router loads the next screen (spec §2, §9). */
export function LoadingBar() {
  const failed = useRecoilValue(navigationFailedState);
  const { status, progress, visible } = useLoadingBar(usePendingLocation((pending) => pending !== null), failed);
  return (
    <div
      className={styles.bar}
      data-status={status}
      data-visible={visible}
      style={{ transform: `scaleX(${progress / 100})` }}
      aria-hidden="true"
    />
  );
}
