// The route-change progress bar, drawn from src/runtime/loading-bar.ts. Grows from the
// reading start (right on Persian pages: the style is flipped); without transitions when the visitor
// asks for reduced motion.
import React, { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { routeLoadingBar, type LoadingBarController, type LoadingBarState } from '../../runtime/loading-bar';

const HIDDEN: LoadingBarState = { visible: false, progress: 0 };
const serverState = () => HIDDEN;

type LoadingBarProps = { controller?: LoadingBarController };

export function LoadingBar({ controller = routeLoadingBar }: LoadingBarProps) {
  const { t } = useTranslation('common');
  const { visible, progress } = useSyncExternalStore(controller.subscribe, controller.getState, serverState);
  if (!visible) return null;
  const value = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <Track role="progressbar" aria-label={t('runtime.loadingLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} data-loading-bar="">
      <Fill style={{ transform: `scaleX(${value / 100})` }} />
    </Track>
  );
}

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1000;
  height: 3px;
  pointer-events: none;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.brand};
  transform-origin: left center;
  transition: transform 0.1s linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
