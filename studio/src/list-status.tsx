/** The merchant list query's waiting and failed states (with Retry), shown alike on every page that lists merchants. */
import type { UseQueryResult } from '@tanstack/react-query';

export function ListStatus({ list }: { list: UseQueryResult<unknown> }) {
  return (
    <>
      {list.error && (
        <p role="alert">
          {list.error.message}{' '}
          <button type="button" onClick={() => list.refetch()}>
            Retry
          </button>
        </p>
      )}
      {list.isPending && <p role="status">Loading the merchants…</p>}
    </>
  );
}
