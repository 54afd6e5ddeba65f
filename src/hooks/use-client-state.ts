// The client state (src/context/ClientStateContext.tsx), whole or one value at a time.
import { useContext } from 'react';
import { ClientStateContext, type ClientState, type ClientStateActions } from '../context/ClientStateContext';

export function useClientState(): ClientState & ClientStateActions {
  const state = useContext(ClientStateContext);
  if (!state) throw new Error('useClientState must be used inside <ClientStateProvider> (the Layout mounts it)');
  return state;
}

export const useIsLoading = () => useClientState().loading;
export const usePlatform = () => useClientState().platform;
export const useDeviceClass = () => useClientState().deviceClass;
export const useBrowserName = () => useClientState().browser;
export const useDirection = () => useClientState().direction;
export const useClientSize = () => {
  const { width, height } = useClientState();
  return { width, height };
};
export const useFullPage = () => useClientState().fullPage;
