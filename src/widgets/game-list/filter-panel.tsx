/**
 * The game filter side panel (spec §2.11): vendors with an All option (selecting the selected vendor
 * clears it), the classification (not for FISH), the minimum bet (RNG only: All and the configured
 * options), submit and reset (reset clears every criterion), and the other categories, each opening its
 * own list (without ELOTT; the lottery category opens /m/lottery). A modal <dialog>: focus stays inside
 * while it is open, Escape closes it, and focus returns to the button that opened it.
 */
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '../../api/games';
import { useModal } from '../../ui/modal';
import { type Criteria, MIN_BET_CATEGORY, panelCriteria, toggleVendor } from './game-list-model';

export type PanelCriteria = Omit<Criteria, 'name'>;

export interface FilterPanelProps {
  open: boolean;
  onClose: () => void;
  category: string;
  vendors: Vendor[];
  /** Classifications for a vendor (or for the whole category without one); empty hides the section. */
  classificationsFor: (vendor: string | undefined) => string[];
  minBetOptions: number[];
  applied: Criteria;
  onApply: (criteria: PanelCriteria) => void;
  /** Clears every criterion, the name search included. */
  onReset: () => void;
  categories: { category: string; href: string; label: string }[];
  onCategory: (href: string) => void;
  formatBet: (bet: number) => string;
  /** A backdrop tap this soon after opening is ignored (spec §9). */
  maskIgnoreMs: number;
}

function Choice({ pressed, onClick, children, testId }: { pressed: boolean; onClick: () => void; children: React.ReactNode; testId: string }) {
  return (
    <button type="button" className="lv-gl-choice" aria-pressed={pressed} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}

export function FilterPanel(props: FilterPanelProps) {
  const { open, onClose, category, vendors, classificationsFor, minBetOptions, applied, onApply, onReset, categories, onCategory, formatBet, maskIgnoreMs } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const [draft, setDraft] = useState<PanelCriteria>(() => panelCriteria(applied));
  // Each opening starts from the criteria in force.
  const modal = useModal({ open, onClose, maskIgnoreMs, onOpen: () => setDraft(panelCriteria(applied)) });

  const classifications = classificationsFor(draft.vendor);
  const pickVendor = (vendor: string | undefined) =>
    setDraft((d) => {
      const next = toggleVendor(d.vendor, vendor);
      // A classification the new vendor does not have would empty the list.
      const keeps = d.classify !== undefined && classificationsFor(next).includes(d.classify);
      return { ...d, vendor: next, classify: keeps ? d.classify : undefined };
    });
  const showMinBet = category === MIN_BET_CATEGORY;

  const apply = (criteria: PanelCriteria) => {
    onApply(showMinBet ? criteria : { ...criteria, minBet: undefined });
    onClose();
  };
  const follow = (event: MouseEvent, href: string) => {
    event.preventDefault();
    onClose();
    onCategory(href);
  };

  return (
    // The backdrop click has a keyboard twin: Escape (onCancel).
    <dialog
      {...modal}
      className="lv-gl-panel"
      aria-labelledby={titleId}
      data-testid="filter-panel"
    >
      {open ? (
        <div className="lv-gl-panel-body">
          <div className="lv-gl-panel-head">
            <h2 id={titleId}>{t('gameList.filterTitle')}</h2>
            <button type="button" className="lv-icon-button" onClick={onClose} aria-label={t('common.close')} data-testid="filter-close">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <fieldset className="lv-gl-fieldset" data-testid="filter-vendors">
            <legend>{t('gameList.vendor')}</legend>
            <Choice pressed={draft.vendor === undefined} onClick={() => pickVendor(undefined)} testId="filter-vendor-all">
              {t('gameList.all')}
            </Choice>
            {vendors.map((v) => (
              <Choice key={v.vendor} pressed={draft.vendor === v.vendor} onClick={() => pickVendor(v.vendor)} testId={`filter-vendor-${v.vendor}`}>
                {v.displayName}
              </Choice>
            ))}
          </fieldset>
          {classifications.length > 0 ? (
            <fieldset className="lv-gl-fieldset" data-testid="filter-classifications">
              <legend>{t('gameList.classification')}</legend>
              <Choice pressed={draft.classify === undefined} onClick={() => setDraft((d) => ({ ...d, classify: undefined }))} testId="filter-classify-all">
                {t('gameList.all')}
              </Choice>
              {classifications.map((c) => (
                <Choice key={c} pressed={draft.classify === c} onClick={() => setDraft((d) => ({ ...d, classify: c }))} testId={`filter-classify-${c}`}>
                  {c}
                </Choice>
              ))}
            </fieldset>
          ) : null}
          {showMinBet ? (
            <fieldset className="lv-gl-fieldset" data-testid="filter-min-bets">
              <legend>{t('gameList.minBet')}</legend>
              <Choice pressed={draft.minBet === undefined} onClick={() => setDraft((d) => ({ ...d, minBet: undefined }))} testId="filter-min-bet-all">
                {t('gameList.all')}
              </Choice>
              {minBetOptions.map((bet) => (
                <Choice key={bet} pressed={draft.minBet === bet} onClick={() => setDraft((d) => ({ ...d, minBet: bet }))} testId={`filter-min-bet-${bet}`}>
                  <bdi>{formatBet(bet)}</bdi>
                </Choice>
              ))}
            </fieldset>
          ) : null}
          <div className="lv-gl-panel-actions">
            <button type="button" className="lv-button lv-button-quiet" onClick={() => {
                onReset();
                onClose();
              }}
              data-testid="filter-reset"
            >
              {t('gameList.reset')}
            </button>
            <button type="button" className="lv-button" onClick={() => apply(draft)} data-testid="filter-submit">
              {t('gameList.submit')}
            </button>
          </div>
          {categories.length > 0 ? (
            <nav className="lv-gl-categories" aria-label={t('gameList.otherCategories')} data-testid="filter-categories">
              <h3>{t('gameList.otherCategories')}</h3>
              <ul>
                {categories.map((c) => (
                  <li key={c.category}>
                    <a href={c.href} onClick={(e) => follow(e, c.href)} data-testid={`filter-category-${c.category}`}>
                      {c.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
