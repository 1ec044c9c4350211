import type { NoticeKind } from '../../ui/widget-env';

export interface Toast {
  id: number;
  message: string;
  kind: NoticeKind;
}

/** Spec 4 "Auth": a token appearing (login, register, free trial) hides any open message. */
export const tokenAppeared = (before: string | undefined, after: string | undefined): boolean => Boolean(after) && after !== before;

/** Notifications (spec 9: top 65, left 50%); read out by screen readers. */
export function Toasts({ toasts, top }: { toasts: Toast[]; top: number }) {
  return (
    <div className="lv-toasts" style={{ top }} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`lv-toast lv-toast-${toast.kind}`} data-testid="toast">
          {toast.message}
        </p>
      ))}
    </div>
  );
}
