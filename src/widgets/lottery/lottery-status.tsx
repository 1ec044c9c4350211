/**
 * The states every lottery list goes through: waiting, failed (with the reason and a Retry that loads
 * again), empty, or its content.
 */
import type { ReactNode } from 'react';
import { problemOf } from '../../api/problems';
import { useProblemText } from '../../ui/problem-text';
import { Failed, Waiting } from '../../ui/status-view';

export interface Loadable {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The first of `loads` still waiting or failed decides what shows; else `children`. */
export function LoadState({ loads, children, testId }: { loads: Loadable[]; children: ReactNode; testId: string }) {
  const problemText = useProblemText();
  const failed = loads.filter((l) => l.isError);
  if (failed.length > 0) {
    return (
      <div data-testid={`${testId}-error`}>
        <Failed detail={problemText(problemOf(failed[0]?.error))} onRetry={() => {
            for (const load of failed) load.refetch();
          }} />
      </div>
    );
  }
  if (loads.some((l) => l.isPending)) {
    return (
      <div data-testid={`${testId}-waiting`}>
        <Waiting />
      </div>
    );
  }
  return children;
}

export function Empty({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="lv-lottery-empty" data-testid={testId}>
      {text}
    </p>
  );
}
