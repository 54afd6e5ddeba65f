// The header's connection indicator: online or offline, following the browser's online/offline
// events. A polite live region, so screen readers hear the change without being interrupted.
import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online';

export function ConnectionStatus() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const label = t(online ? 'connection.onlineLabel' : 'connection.offlineLabel');
  return (
    <Status role="status" aria-live="polite" aria-atomic="true" data-online={online ? 'true' : 'false'} title={label}>
      <Dot aria-hidden="true" />
      <Short aria-hidden="true">{t(online ? 'connection.online' : 'connection.offline')}</Short>
      <span className="visually-hidden">{label}</span>
    </Status>
  );
}

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.2rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  color: ${({ theme }) => theme.color.muted};
  &[data-online='false'] {
    color: ${({ theme }) => theme.color.warning};
    border-color: currentColor;
  }
`;

const Dot = styled.span`
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.success};
  [data-online='false'] > & {
    background: transparent;
    border: 2px solid currentColor;
  }
`;

const Short = styled.span`
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;
