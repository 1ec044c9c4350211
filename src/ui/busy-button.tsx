/**
 * A button whose action is on its way: aria-disabled (announced, styled as disabled) and deaf to taps, but
 * still focusable, so keyboard focus stays on it after a refusal (a `disabled` button loses focus).
 */
import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'type'> & { busy: boolean; onPress: () => void };

export function BusyButton({ busy, onPress, children, ...rest }: Props) {
  return (
    <button
      {...rest}
      type="button"
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}
