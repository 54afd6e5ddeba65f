// "A new version is available" (gatsby-plugin-offline serves an app shell, so after a
// deploy a returning visitor may see the old site: docs/decisions.md, "Offline"): a toast with a reload action, shown once when
// gatsby-browser's onServiceWorkerUpdateReady fires. Renders nothing itself; lives in the toast area.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './use-toast';
import { TOAST_MAX_DURATION } from './toast-rules';
import { claimUpdateOffer, onUpdateReady } from '../../runtime/runtime-events';
import { reloadToNewVersion } from '../../runtime/client-runtime';

export function UpdateNotice() {
  const { t } = useTranslation('common');
  const notify = useToast();
  useEffect(
    () =>
      onUpdateReady(() => {
        if (!claimUpdateOffer()) return;
        notify({
          message: t('runtime.update.message') as string,
          variant: 'info',
          duration: TOAST_MAX_DURATION,
          action: { label: t('runtime.update.reload') as string, onClick: () => void reloadToNewVersion() },
        });
      }),
    [notify, t],
  );
  return null;
}
