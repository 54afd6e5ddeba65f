// The client state (src/context/ClientStateContext.tsx), whole or one value at a time. The hooks for
// platform, device class, browser and size subscribe to their own store only, so a page pays for the
// user-agent parsing and the resize listener only where a component reads them.
import { useContext, useSyncExternalStore } from 'react';
import {
  ClientStateContext,
  clientEnvStore,
  clientSizeStore,
  type ClientSize,
  type ClientState,
  type ClientStateActions,
  type ClientStore,
  type ProvidedClientState,
} from '../context/ClientStateContext';
import type { ClientEnv } from '../runtime/client-env';

const useStore = <T>(store: ClientStore<T>): T => useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

function useProvided(): ProvidedClientState {
  const state = useContext(ClientStateContext);
  if (!state) throw new Error('useClientState must be used inside <ClientStateProvider> (the Layout mounts it)');
  return state;
}

const useClientEnv = (): ClientEnv => useStore(clientEnvStore);

export function useClientState(): ClientState & ClientStateActions {
  const provided = useProvided();
  const env = useClientEnv();
  const size = useStore(clientSizeStore);
  return { ...provided, ...env, ...size };
}

export const useIsLoading = () => useProvided().loading;
export const usePlatform = () => useClientEnv().platform;
export const useDeviceClass = () => useClientEnv().deviceClass;
export const useBrowserName = () => useClientEnv().browser;
export const useDirection = () => useProvided().direction;
export const useClientSize = (): ClientSize => useStore(clientSizeStore);
export const useFullPage = () => useProvided().fullPage;
