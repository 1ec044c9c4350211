/**
 * Social sign-in buttons of login and register (spec 2.4, 2.5; issue 17). A provider's button shows when its
 * flag (FACEBOOKLOGIN3, GOOGLELOGIN3) is on and the merchant config names its OAuth client. A tap starts the
 * authorisation-code flow with PKCE: the verifier, the `state`, the screen to return to and the form's draft go
 * to sessionStorage, and the page opens the provider's authorisation URL. The return route
 * (widgets/social-sign-in) finishes; after a cancel or a failure it comes back here with an outcome, shown
 * above the buttons (with Try again when trying again may help).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { authorizeUrl } from '../api/oauth';
import type { MerchantConfig, OauthClient } from '../config/merchant-resolved.gen';
import type { SiteState } from '../config/resolve';
import { randomState, randomVerifier, s256Challenge } from '../lib/pkce';
import { clearOutcome, type Draft, peekOutcome, SOCIAL_PROVIDERS, type SignInOutcome, type SocialProvider, savePending } from '../state/social-flow';
import { useProblemText } from './form';
import { useWidgetEnv } from './widget-env';

const FLAGS: Record<SocialProvider, string> = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' };

/** The providers whose buttons show, in the spec's order: flag on and client configured. */
export function shownProviders(config: Pick<MerchantConfig, 'socialSignIn'>, flags: SiteState['flags']): { provider: SocialProvider; client: OauthClient }[] {
  return SOCIAL_PROVIDERS.flatMap((provider) => {
    const client = config.socialSignIn[provider];
    return client && flags[FLAGS[provider] as keyof typeof flags] ? [{ provider, client }] : [];
  });
}

export interface StartInput {
  provider: SocialProvider;
  client: OauthClient;
  returnTo: string;
  draft: Draft;
  language: string;
  affiliateCode?: string;
  origin?: string;
}

/** Saves the flow (verifier, state, return screen, draft) and answers the provider's authorisation URL. */
export async function prepareSignIn({ provider, client, returnTo, draft, language, affiliateCode, origin = globalThis.location.origin }: StartInput): Promise<string> {
  const verifier = randomVerifier();
  const state = randomState();
  const challenge = await s256Challenge(verifier);
  const redirectUri = new URL(client.redirectPath, origin).href;
  savePending({ provider, state, verifier, redirectUri, returnTo, draft, ...(affiliateCode ? { affiliateCode } : {}) });
  const url = new URL(authorizeUrl(client, { redirectUri, state, challenge }, origin));
  url.searchParams.set('ui_locales', language);
  return url.href;
}

/** The invitation code a sign-up keeps: the one typed in the form, else the one of the link (spec 3, as register reads it). */
export function affiliateCodeOf(draft: Draft, search: string): string | undefined {
  const typed = typeof draft.affiliateCode === 'string' ? draft.affiliateCode.trim() : '';
  return typed || new URLSearchParams(search).get('affiliateCode')?.trim() || undefined;
}

/** Every path of the route `pathname` shows (its path and aliases), or `pathname` alone if no route declares it. */
export function routePaths(routes: MerchantConfig['routes'], pathname: string): string[] {
  const route = routes.find((r) => r.path === pathname || r.aliases.includes(pathname));
  return route ? [route.path, ...route.aliases] : [pathname];
}

/** The outcome of a social sign-in that came back to this screen, read once (the stored copy is cleared). */
export function useSocialOutcome(): SignInOutcome | undefined {
  const { pathname } = useLocation();
  const { config } = useWidgetEnv();
  const [outcome] = useState(() => peekOutcome(routePaths(config.routes, pathname)));
  useEffect(() => clearOutcome(), []);
  return outcome;
}

/** Runs `onBack` when the page comes back from the back/forward cache (Back from the provider's page). */
export function useBackFromProvider(onBack: () => void): void {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}

interface Props {
  /** The button's text per provider (sign in on login, sign up on register). */
  labels: Record<SocialProvider, string>;
  /** What the form holds now, to have it back after the provider (never a password). */
  draft: () => Draft;
  outcome: SignInOutcome | undefined;
  testIdPrefix: string;
}

export function SocialSignIn({ labels, draft, outcome, testIdPrefix }: Props) {
  const { t, i18n } = useTranslation();
  const env = useWidgetEnv();
  const { pathname, search } = useLocation();
  const problemText = useProblemText();
  const [starting, setStarting] = useState<SocialProvider>();
  const [startFailed, setStartFailed] = useState<SocialProvider>();
  useBackFromProvider(() => setStarting(undefined));
  const providers = shownProviders(env.config, env.site.flags);
  if (!providers.length) return null;

  const start = async (provider: SocialProvider, client: OauthClient) => {
    setStarting(provider);
    setStartFailed(undefined);
    try {
      const kept = draft();
      const url = await prepareSignIn({ provider, client, returnTo: pathname + search, draft: kept, language: i18n.language, affiliateCode: affiliateCodeOf(kept, search) });
      window.location.assign(url);
    } catch {
      // Web Crypto is missing outside a secure context: nothing was sent anywhere.
      setStarting(undefined);
      setStartFailed(provider);
    }
  };

  const name = (provider: SocialProvider) => t(`social.provider.${provider}`);
  const retryClient = outcome?.retry ? providers.find((p) => p.provider === outcome.provider) : undefined;
  const message = startFailed
    ? t('social.startFailed', { provider: name(startFailed) })
    : outcome
      ? problemText('key' in outcome.problem ? { ...outcome.problem, values: { provider: name(outcome.provider) } } : outcome.problem)
      : undefined;

  return (
    <div className="lv-social" data-testid={`${testIdPrefix}-social`}>
      {message ? (
        <div className="lv-social-message" role="alert" data-testid={`${testIdPrefix}-social-message`}>
          <p>{message}</p>
          {retryClient && !startFailed ? (
            <button type="button" className="lv-link" onClick={() => start(retryClient.provider, retryClient.client)} disabled={starting !== undefined} data-testid={`${testIdPrefix}-social-retry`}>
              {t('social.retry', { provider: name(retryClient.provider) })}
            </button>
          ) : null}
        </div>
      ) : null}
      {providers.map(({ provider, client }) => (
        <button
          key={provider}
          type="button"
          className="lv-button lv-button-quiet"
          onClick={() => start(provider, client)}
          disabled={starting !== undefined}
          aria-busy={starting === provider}
          data-testid={`${testIdPrefix}-${provider}`}
        >
          {starting === provider ? t('social.opening', { provider: name(provider) }) : labels[provider]}
        </button>
      ))}
    </div>
  );
}
