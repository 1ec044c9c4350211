/** The records' range picker (presets and two chosen days) and the screen's filter form (record-list.tsx). */
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RANGE_DAYS, RANGE_PRESETS, type RangePreset, type RangeProblem } from './record-range';

export interface FilterOption {
  value: string;
  label: string;
}

/** A choice applied at once; `resets` names filters that go back to "" when it changes (a vendor with its game type). */
export interface SelectFilter {
  kind: 'select';
  name: string;
  label: string;
  options: FilterOption[];
  resets?: string[];
}

/** A text applied with the search button (or Enter). */
export interface SearchFilter {
  kind: 'search';
  name: string;
  label: string;
}

export type FilterDef = SelectFilter | SearchFilter;

export function RangeControl(props: {
  preset: RangePreset;
  days: { from: string; to: string };
  problem?: RangeProblem;
  onPreset: (preset: RangePreset) => void;
  onDays: (days: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const { days, problem } = props;
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <>
      <fieldset className="lv-tabs lv-rec-presets">
        <legend className="lv-visually-hidden">{t('records.range')}</legend>
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" aria-pressed={props.preset === p} data-testid={`records-range-${p}`} onClick={() => props.onPreset(p)}>
            {t(`records.preset.${p}`)}
          </button>
        ))}
      </fieldset>
      {props.preset === 'custom' ? (
        <div className="lv-form lv-rec-days">
          <label>
            {t('records.from')}
            <input type="date" value={days.from} data-testid="records-from" {...invalid} onChange={(e) => props.onDays({ ...days, from: e.target.value })} />
          </label>
          <label>
            {t('records.to')}
            <input type="date" value={days.to} data-testid="records-to" {...invalid} onChange={(e) => props.onDays({ ...days, to: e.target.value })} />
          </label>
        </div>
      ) : null}
      {problem ? (
        <p className="lv-field-error lv-rec-range-error" id={errorId} role="alert" data-testid="records-range-error">
          {t(`records.rangeProblem.${problem}`, { count: MAX_RANGE_DAYS })}
        </p>
      ) : null}
    </>
  );
}

export function FilterForm(props: {
  defs: FilterDef[];
  drafts: Readonly<Record<string, string>>;
  onChoose: (filter: SelectFilter, value: string) => void;
  onDraft: (name: string, value: string) => void;
  onSearch: (event: FormEvent) => void;
}) {
  const { t } = useTranslation();
  const { defs, drafts } = props;
  if (!defs.length) return null;
  return (
    <form className="lv-form lv-rec-filters" onSubmit={props.onSearch} data-testid="records-filters">
      {defs.map((def) =>
        def.kind === 'select' ? (
          <label key={def.name}>
            {def.label}
            <select value={drafts[def.name] ?? ''} data-testid={`records-filter-${def.name}`} onChange={(e) => props.onChoose(def, e.target.value)}>
              {def.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <div key={def.name} className="lv-inline">
            <label>
              {def.label}
              <input type="search" value={drafts[def.name] ?? ''} data-testid={`records-filter-${def.name}`} onChange={(e) => props.onDraft(def.name, e.target.value)} />
            </label>
            <button type="submit" className="lv-button" data-testid={`records-search-${def.name}`}>
              {t('records.search')}
            </button>
          </div>
        ),
      )}
    </form>
  );
}
