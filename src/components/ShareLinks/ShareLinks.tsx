import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './ShareLinks.css';

export interface ShareLinksProps {
  url: string;
  title: string;
  image?: string | null;
}

/** Links that share the page on social networks or by email; each opens the network's own share page. */
export function ShareLinks({ url, title, image }: ShareLinksProps) {
  const intl = useIntl();
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const targets = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${image ? `&media=${encodeURIComponent(image)}` : ''}` },
    { name: intl.formatMessage({ id: 'share.email', defaultMessage: 'Email' }), href: `mailto:?subject=${t}&body=${u}` },
  ];
  return (
    <div className={styles.share}>
      <span className={styles.label} id="share-label">
        <FormattedMessage id="share.label" defaultMessage="Share:" />
      </span>
      <ul className={styles.list} aria-labelledby="share-label">
        {targets.map((target) => (
          <li key={target.name}>
            <a
              className={styles.link}
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage(
                { id: 'share.on', defaultMessage: 'Share on {network} (opens a new window)' },
                { network: target.name },
              )}
            >
              {target.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
