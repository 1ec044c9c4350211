/**
 * The register field rules in force (spec 3 "Registration rules config", config/resolve): the platform's
 * live register settings over the merchant's own rules. They are per language (the platform's messages are
 * localised), and the last language's stay while the next loads, so no defaults flash in between.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerSettingsQuery } from '../api/system';
import { resolveRegisterRules } from '../config/resolve';
import { useWidgetEnv } from './widget-env';

/** `rules` are the merchant's alone until `live` (the platform's answer) has data. */
export function useRegisterRules() {
  const { i18n } = useTranslation();
  const defaults = useWidgetEnv().config.register.rules;
  const live = useQuery({ ...registerSettingsQuery(i18n.language), placeholderData: keepPreviousData });
  const rules = useMemo(() => resolveRegisterRules(defaults, live.data), [defaults, live.data]);
  return { rules, live };
}
