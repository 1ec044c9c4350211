/**
 * The home's download pop-up (spec 2.10, 2.9): the app prompt the download bar's close (or its download
 * button) shows on home, a modal with the download offers of src/ui/download-options.
 */
import { lazy, Suspense, useEffect } from 'react';
import { usePopupModal } from '../../ui/modal';
import { Waiting } from '../../ui/status-view';
import type { BlockProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { useAppPromptHost } from './app-prompt';

const DownloadOptions = lazy(() => import('../../ui/download-options'));

function PromptDialog({ onClose }: { onClose: () => void }) {
  const env = useWidgetEnv();
  const { modal, headingRef, titleId } = usePopupModal(onClose, env.config.constants.dialogMaskIgnoreMs);
  return (
    <dialog {...modal} className="lv-dialog lv-popup" aria-labelledby={titleId} data-testid="app-prompt">
      <Suspense fallback={<Waiting />}>
        <DownloadOptions onClose={onClose} titleId={titleId} headingRef={headingRef} />
      </Suspense>
    </dialog>
  );
}

export default function DownloadPopup(_: BlockProps) {
  const host = useAppPromptHost();
  const { register } = host;
  // biome-ignore lint/correctness/useExhaustiveDependencies: registered once while mounted
  useEffect(register, []);
  return (
    <div data-block="downloadPopup" data-state={host.open ? 'open' : 'closed'} hidden={!host.open}>
      {host.open ? <PromptDialog onClose={host.close} /> : null}
    </div>
  );
}
