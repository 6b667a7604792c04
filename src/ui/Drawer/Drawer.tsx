import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../icons/CloseIcon';
import * as styles from './Drawer.css';

export interface DrawerProps {
  side: 'left' | 'right';
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A panel sliding in from one side: a react-aria modal dialog, so focus is trapped inside, Escape
 * closes it and a press on the dark overlay closes it too.
 *
 * Focus goes to the Close button as the panel opens. Left to itself, the dialog focuses its own
 * element, and half a second later blurs and refocuses it (for VoiceOver on iOS); the refocus waits
 * for the page's CSS transitions, so for that while focus is on the page and Escape or Tab goes nowhere.
 */
export function Drawer({ side, title, isOpen, onOpenChange, children, footer }: DrawerProps) {
  const intl = useIntl();
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.panel[side]}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button
              className={styles.close}
              slot="close"
              autoFocus
              aria-label={intl.formatMessage({ id: 'drawer.close', defaultMessage: 'Close' })}
            >
              <CloseIcon />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
