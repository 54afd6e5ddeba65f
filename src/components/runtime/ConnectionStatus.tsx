// The header's connection indicator: online or offline, following the browser's online/offline
// events. It reads as a status, not a control: a signal icon and a word, no outline. Offline, the icon
// is struck through and the word shows on every width in the warning colour; online, a phone shows the
// icon alone. A polite live region, so screen readers hear the change without being interrupted.
import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Wifi, WifiOff } from 'lucide';
import { useOnline } from '../../hooks/use-online';

export function ConnectionStatus() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const label = t(online ? 'connection.onlineLabel' : 'connection.offlineLabel');
  return (
    <Status role="status" aria-live="polite" aria-atomic="true" data-online={online ? 'true' : 'false'} title={label}>
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
        {(online ? Wifi : WifiOff).map(([tag, attrs], i) => React.createElement(tag, { key: i, ...attrs }))}
      </svg>
      <Word aria-hidden="true">{t(online ? 'connection.online' : 'connection.offline')}</Word>
      <span className="visually-hidden">{label}</span>
    </Status>
  );
}

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.2rem 0.4rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  color: ${({ theme }) => theme.color.muted};
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.success};
  }
  &[data-online='false'] {
    color: ${({ theme }) => theme.color.warning};
    font-weight: 700;
    background: color-mix(in srgb, ${({ theme }) => theme.color.warning} 14%, transparent);
  }
  &[data-online='false'] svg {
    color: currentColor;
  }
`;

const Word = styled.span`
  ${({ theme }) => theme.media.phone} {
    [data-online='true'] > & {
      display: none;
    }
  }
`;
