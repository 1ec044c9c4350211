import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import '../../lib/install-prompt';
import { safeRedirect } from '../../lib/paths';
import { REFERRAL_DIALOG } from '../../registry/registry';
import { useModal } from '../../ui/modal';
import { LazyView } from '../lazy-view';

/** The download dialog's body is the download pop-up's (one piece with the home block). */
const DOWNLOAD_DIALOG = () => import('../../ui/download-options');
/** The logged-out dialog signs in again over the screen it ended on (its login code loads when needed). */
const EXPIRED_LOGIN = () => import('./expired-login');

export type DialogName = 'login' | 'referral' | 'download' | 'confirm';

/** An open dialog; the login dialog remembers where the player was going. */
export interface OpenDialog {
  name: DialogName;
  redirect?: string;
  /** Why login is asked for: a protected action (default) or a session the platform ended. */
  reason?: 'protected' | 'expired';
  /** The question of a confirm dialog; closing it answers whether the player confirmed. */
  message?: string;
}

/**
 * The frame's dialogs. The login dialog (spec 6: a guest's protected action) and the confirm dialog (its
 * buttons localised, spec 8 "Dialog default buttons") are built here; the bodies of the download dialog
 * (the download pop-up, src/ui/download-options) and of the referral dialog (from the registry) load on
 * demand, with a retry if their code fails to arrive.
 */
export function Dialogs({ dialog, onClose, maskIgnoreMs }: { dialog?: OpenDialog; onClose: (confirmed?: boolean) => void; maskIgnoreMs: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const open = dialog?.name;
  // The login dialog holds the home's pop-ups back; a confirm dialog does not (the contract prompt, one of
  // those pop-ups, asks its question through it).
  const modal = useModal({ open: Boolean(open), onClose: () => onClose(), maskIgnoreMs, holdsPopups: open === 'login' });

  const confirm = () => onClose(true);

  const login = () => {
    onClose();
    navigate(`/m/login?redirect=${encodeURIComponent(safeRedirect(dialog?.redirect ?? location.pathname + location.search))}`);
  };

  return (
    <dialog
      {...modal}
      className="lv-dialog"
      role={open === 'confirm' ? 'alertdialog' : undefined}
      aria-labelledby="lv-dialog-text"
    >
      {open === 'download' ? (
        <div data-testid="download-dialog">
          <LazyView loader={DOWNLOAD_DIALOG} props={{ onClose: () => onClose(), titleId: 'lv-dialog-text' }} />
        </div>
      ) : open === 'login' && dialog?.reason === 'expired' ? (
        <div className="lv-dialog-body" data-testid="login-dialog">
          <LazyView
            loader={EXPIRED_LOGIN}
            props={{ titleId: 'lv-dialog-text', redirect: safeRedirect(dialog.redirect ?? location.pathname + location.search), onClose: () => onClose(), onLoginPage: login }}
          />
        </div>
      ) : open === 'referral' ? (
        <div className="lv-dialog-body" data-testid="referral-dialog">
          <LazyView loader={REFERRAL_DIALOG} props={{ onClose: () => onClose() }} />
        </div>
      ) : open ? (
        <div className="lv-dialog-body" data-testid={`${open}-dialog`}>
          <p id="lv-dialog-text">
            {open === 'confirm' ? dialog?.message : t('message.notLoggedIn')}
          </p>
          <div className="lv-dialog-actions">
            <button type="button" className="lv-button lv-button-quiet" onClick={() => onClose()} data-testid="dialog-cancel">
              {t('common.cancel')}
            </button>
            <button type="button" className="lv-button" onClick={open === 'login' ? login : confirm} data-testid="dialog-confirm">
              {t('common.confirm')}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
