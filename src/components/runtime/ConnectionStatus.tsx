// The header's connection indicator: online or offline, following the browser's online/offline
// events. It reads as a status, not a control: a signal icon and a word, no outline. Offline, the icon
// is struck through and the word shows in the warning colour; online, a phone shows the icon alone.
// Beside the header's full menu the icon alone stands for either state (the header hides the word,
// [data-status-word]); the words stay in its tooltip. A polite live region, so screen readers hear the
// change without being interrupted. It is seen only when it matters: offline, and for a few seconds after
// the connection returns; the rest of the time it stays in the page, visually hidden, so the status is
// still announced and read (a green icon shown all the time read as a leftover of development).
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online';
import * as styles from './ConnectionStatus.module.css';

// Lucide's "wifi" (ISC licence) as one path; offline, struck through: the header is on every page's first load.
const SIGNAL = 'M12 20h.01M2 8.82a15 15 0 0 1 20 0M5 12.859a10 10 0 0 1 14 0M8.5 16.429a5 5 0 0 1 7 0';

/** How long the indicator stays in sight after the connection returns. */
export const BACK_ONLINE_VISIBLE_MS = 5000;

export function ConnectionStatus() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const [justReturned, setJustReturned] = useState(false);
  const wasOnline = useRef(online);
  useEffect(() => {
    const returned = online && !wasOnline.current;
    wasOnline.current = online;
    setJustReturned(returned);
    if (!returned) return undefined;
    const timer = window.setTimeout(() => setJustReturned(false), BACK_ONLINE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [online]);
  const label = t(online ? 'connection.onlineLabel' : 'connection.offlineLabel');
  const seen = !online || justReturned;
  return (
    <span
      className={styles.status}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-online={online ? 'true' : 'false'}
      data-seen={seen ? 'true' : 'false'}
      title={label}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width={18}
        height={18}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={online ? SIGNAL : `${SIGNAL}M2 2l20 20`} />
      </svg>
      <span className={styles.word} aria-hidden="true" data-status-word="">
        {t(online ? 'connection.online' : 'connection.offline')}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
