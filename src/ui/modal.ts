/**
 * One modal <dialog> behaviour for every dialog, pop-up and side panel: opened with showModal while `open`
 * (the rest of the page is inert; a plain open dialog where showModal is missing, e.g. jsdom), closed
 * when `open` turns false or the component goes; Escape closes (onCancel); a tap on the mask closes, except
 * just after opening (spec §9, dialogMaskIgnoreMs); Tab and Shift+Tab wrap inside, so focus never leaves.
 */
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { setHold } from './startup-hold';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control comes back to the first (and Shift+Tab the other way). */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function show(el: HTMLDialogElement) {
  if (typeof el.showModal === 'function') el.showModal();
  else el.setAttribute('open', '');
}

function hide(el: HTMLDialogElement) {
  if (typeof el.close === 'function') el.close();
  else el.removeAttribute('open');
}

export interface ModalOptions {
  open: boolean;
  onClose: () => void;
  /** Mask taps this soon after opening are ignored (spec §9). */
  maskIgnoreMs: number;
  /** Runs each time the dialog opens (after showModal): move focus, reset a draft. */
  onOpen?: () => void;
  /**
   * A frame dialog (logged out, idle timeout, reality check…): while it is open the home's pop-ups wait
   * (ui/startup-hold), so a pop-up never opens over it or stacks with it.
   */
  holdsPopups?: boolean;
}

/** The props to spread on the <dialog>: its ref and the handlers above. */
export function useModal({ open, onClose, maskIgnoreMs, onOpen, holdsPopups = false }: ModalOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const holdId = useId();
  useEffect(() => {
    if (!holdsPopups || !open) return;
    setHold(holdId, true);
    return () => setHold(holdId, false);
  }, [holdsPopups, open, holdId]);
  const openedAt = useRef(0);
  const latest = useRef({ onOpen, onClose });
  latest.current = { onOpen, onClose };

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      openedAt.current = performance.now();
      show(el);
      latest.current.onOpen?.();
    } else if (!open && el.open) {
      hide(el);
    }
  }, [open]);

  useEffect(
    () => () => {
      const el = ref.current;
      if (el?.open) hide(el);
    },
    [],
  );

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      latest.current.onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // A tap on the mask lands on the <dialog> itself.
      if (event.target === event.currentTarget && performance.now() - openedAt.current > maskIgnoreMs) latest.current.onClose();
    },
    onKeyDown: trapTab,
  };
}

/**
 * A pop-up open for as long as it is mounted, whose heading takes focus (not its first link or button),
 * so a screen reader starts at the top: the dialog's props, the heading's ref and its id.
 */
export function usePopupModal(onClose: () => void, maskIgnoreMs: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const modal = useModal({ open: true, onClose, maskIgnoreMs, onOpen: () => headingRef.current?.focus() });
  return { modal, headingRef, titleId };
}
