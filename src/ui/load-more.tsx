/**
 * "More" under a paged list (promotions, invitations, messages): the next page on a tap, "please wait" while it
 * loads, and a failed page said in place, under the rows already shown (which stay), with the button to try
 * again. A list whose first page failed shows the full-screen failure instead: `firstPageFailed`.
 */
import { useTranslation } from 'react-i18next';

export interface PagedList {
  data?: unknown;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Only a failure with nothing loaded is the list's failure; a failed further page is LoadMore's. */
export const firstPageFailed = (list: PagedList) => list.isError && list.data === undefined;

export function LoadMore({ list, label, testId }: { list: PagedList; label: string; testId: string }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <>
      {list.isFetchNextPageError ? (
        <p role="alert" className="lv-load-more-failed" data-testid={`${testId}-failed`}>
          {t('common.loadFailed')}
        </p>
      ) : null}
      <button type="button" className="lv-button lv-button-quiet lv-button-block" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-testid={testId}>
        {list.isFetchingNextPage ? t('common.pleaseWait') : label}
      </button>
    </>
  );
}
