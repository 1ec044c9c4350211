/**
 * The text of a problem (lib/validation) in the current language: apart from ui/form, so a block that only
 * shows a failed call's text (home's carousels) does not bring the form pieces into home's first paint.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../lib/validation';

/** The text of a problem in the current language. */
export function useProblemText(): (problem: Problem | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((problem) => (problem === undefined ? undefined : 'text' in problem ? problem.text : t(problem.key, problem.values)), [t]);
}
