/**
 * Bank cards and crypto wallets: the bound ones (numbers masked by the platform), binding a card (bank
 * from the platform's list, payee name, card number checked against the bank's pattern) or a wallet
 * (type and address), up to the platform's maximum of each, with the funds password; deleting one with
 * the funds password after a confirmation. Without a funds password the panel offers to set one first.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Bank, type BoundCard, bankTemplateQuery, banksQuery, bindCard, boundCardsQuery, deleteCard, type TemplateField, templateFieldName, walletTypesQuery } from '../../api/security';
import { currentLanguageCode } from '../../i18n/setup';
import { TEMPLATE_RULES } from '../../lib/bank-template';
import { canBindCards } from '../../lib/member-types';
import { check, type Problem, problemsOf } from '../../lib/validation';
import { useSessionStore } from '../../state/session';
import { Field } from '../../ui/form';
import { checkFunds, FundsField, PanelActions, usePanelForm } from '../../ui/panel-form';
import { Failed, Waiting } from '../../ui/status-view';
import { useWidgetEnv } from '../../ui/widget-env';

type Adding = 'B' | 'V' | undefined;

export function CardsPanel({ banksOn, walletsOn, hasFundsPassword, setFundsPassword }: { banksOn: boolean; walletsOn: boolean; hasFundsPassword: boolean; setFundsPassword: () => void }) {
  const { t } = useTranslation();
  const cards = useQuery(boundCardsQuery());
  const [adding, setAdding] = useState<Adding>();
  const mayBind = canBindCards(useSessionStore((s) => s.session?.type ?? 0));

  if (cards.isPending) return <Waiting />;
  if (cards.isError) return <Failed onRetry={() => cards.refetch()} />;
  const { bankCards, virtualWallets, maxCardCount, maxVirtualWalletCount } = cards.data;

  const needFunds = (
    <div className="lv-security-note" data-testid="cards-need-funds">
      <p>{t('security.noFundsPassword')}</p>
      <button type="button" className="lv-button lv-button-block" onClick={setFundsPassword} data-testid="cards-set-funds">
        {t('security.setFunds')}
      </button>
    </div>
  );

  return (
    <div className="lv-security-panel" data-testid="cards-panel">
      {banksOn ? (
        <CardList title={t('security.bankCards')} cards={bankCards} max={maxCardCount} empty={t('security.noCards')} hasFundsPassword={hasFundsPassword} testId="bank-cards" />
      ) : null}
      {walletsOn ? (
        <CardList title={t('security.wallets')} cards={virtualWallets} max={maxVirtualWalletCount} empty={t('security.noWallets')} hasFundsPassword={hasFundsPassword} testId="wallets" />
      ) : null}
      {!mayBind ? (
        <p className="lv-security-note" data-testid="cards-no-permission">
          {t('message.noPermission')}
        </p>
      ) : adding ? (
        hasFundsPassword ? (
          adding === 'B' ? (
            <BankCardForm close={() => setAdding(undefined)} />
          ) : (
            <WalletForm close={() => setAdding(undefined)} />
          )
        ) : (
          needFunds
        )
      ) : (
        <div className="lv-security-actions">
          {banksOn && bankCards.length < maxCardCount ? (
            <button type="button" className="lv-button lv-button-block" onClick={() => setAdding('B')} data-testid="cards-add-bank">
              {t('security.addCard')}
            </button>
          ) : null}
          {walletsOn && virtualWallets.length < maxVirtualWalletCount ? (
            <button type="button" className="lv-button lv-button-quiet lv-button-block" onClick={() => setAdding('V')} data-testid="cards-add-wallet">
              {t('security.addWallet')}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function CardList({ title, cards, max, empty, hasFundsPassword, testId }: { title: string; cards: BoundCard[]; max: number; empty: string; hasFundsPassword: boolean; testId: string }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<string>();
  return (
    <section className="lv-security-cards" aria-label={title} data-testid={testId}>
      <h3>
        {title} <span className="lv-muted">{t('security.count', { n: cards.length, max })}</span>
      </h3>
      {cards.length === 0 ? (
        <p className="lv-muted" data-testid={`${testId}-empty`}>
          {empty}
        </p>
      ) : (
        <ul>
          {cards.map((card) => (
            <li key={card.id} className="lv-security-card" data-testid="security-card" data-card-id={card.id}>
              <div className="lv-security-card-line">
                <span>
                  <strong>{card.bankName}</strong>
                  <span className="lv-security-value" dir="ltr" data-testid="security-card-number">
                    {card.cardNumber}
                  </span>
                  {card.cardHolder ? <span className="lv-muted">{card.cardHolder}</span> : null}
                </span>
                {hasFundsPassword && deleting !== card.id ? (
                  <button type="button" className="lv-link lv-security-delete" onClick={() => setDeleting(card.id)} data-testid="security-card-delete">
                    {t('security.delete')}
                  </button>
                ) : null}
              </div>
              {deleting === card.id ? <DeleteForm card={card} cancel={() => setDeleting(undefined)} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DeleteForm({ card, cancel }: { card: BoundCard; cancel: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const form = usePanelForm<'paymentPassword'>({
    initial: { paymentPassword: '' },
    validate: (v) => problemsOf({ paymentPassword: checkFunds(v.paymentPassword) }),
    send: (v) => deleteCard(card.id, v.paymentPassword),
    done: async () => {
      await client.invalidateQueries({ queryKey: ['security'] });
      env.notify(t('security.deleted'), 'success', env.config.constants.successMessageMs);
    },
  });
  // Checked, then confirmed, then sent: a "no" changes nothing.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending || !form.attempt()) return;
    if (await env.confirm(t('security.deleteConfirm', { number: card.cardNumber }))) await form.submit();
  };
  return (
    <form ref={form.formRef} className="lv-form lv-security-delete-form" onSubmit={(e) => void submit(e)} noValidate data-testid="delete-form">
      <FundsField name="paymentPassword" label={t('security.fundsPassword')} value={form.values.paymentPassword} onValue={form.edit('paymentPassword')} error={form.problems.paymentPassword} testId="delete-funds" />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.delete')} testId="delete" />
      <button type="button" className="lv-link" onClick={cancel} data-testid="delete-cancel">
        {t('common.cancel')}
      </button>
    </form>
  );
}

/** The form's fields: the fixed ones and the bank template's, named `custom.<bankCardSettingId>`. */
type BankName = 'bankCode' | 'payeeName' | 'cardNumber' | 'paymentPassword' | `custom.${number}`;

const customName = (field: TemplateField): `custom.${number}` => `custom.${field.id}`;

/** How the field asks for its value: the keypad, the browser's autofill and the text direction. */
const TEMPLATE_INPUT: Record<TemplateField['type'], { inputMode?: 'numeric' | 'email' | 'tel'; autoComplete: string; dir?: 'ltr' }> = {
  1: { autoComplete: 'off' },
  2: { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' },
  3: { inputMode: 'email', autoComplete: 'email', dir: 'ltr' },
  4: { inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' },
};

function templateProblem(field: TemplateField, value: string, language: string): Problem | undefined {
  const name = templateFieldName(field, language);
  if (value.trim() === '') return { key: 'security.enterField', values: { name } };
  return TEMPLATE_RULES[field.type].test(value.trim()) ? undefined : { key: 'security.fieldInvalid', values: { name } };
}

function cardNumberProblem(bank: Bank | undefined, number: string): Problem | undefined {
  if (number === '') return { key: 'security.enterCardNumber' };
  if (!/^\d+$/.test(number)) return { key: 'security.cardNumberInvalid' };
  if (!bank?.cardNumberPattern) return number.length >= 10 && number.length <= 19 ? undefined : { key: 'security.cardNumberInvalid' };
  try {
    return new RegExp(bank.cardNumberPattern).test(number) ? undefined : { key: 'security.cardNumberInvalid' };
  } catch {
    return undefined; // a pattern the browser cannot read is the platform's to check
  }
}

function BankCardForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const banks = useQuery(banksQuery(env.config.identity.merchantCode));
  const list = banks.data ?? [];
  const bankOf = (code: string) => list.find((b) => b.bankCode === code);
  const language = currentLanguageCode();
  // The chosen bank's custom fields, once its template has arrived (none for a bank without an id).
  const fieldsOf = (code: string): TemplateField[] => {
    const id = bankOf(code)?.bankId;
    return id === undefined ? [] : (client.getQueryData(bankTemplateQuery(id).queryKey) ?? []);
  };
  const form = usePanelForm<BankName>({
    initial: { bankCode: '', payeeName: '', cardNumber: '', paymentPassword: '' },
    validate: (v) =>
      problemsOf<BankName>({
        bankCode: bankOf(v.bankCode) ? undefined : { key: 'security.chooseBank' },
        payeeName: check('name', v.payeeName.trim(), { rule: { maxLength: 50 } }),
        cardNumber: cardNumberProblem(bankOf(v.bankCode), v.cardNumber.replace(/\s/g, '')),
        ...Object.fromEntries(fieldsOf(v.bankCode).map((f) => [customName(f), templateProblem(f, v[customName(f)] ?? '', language)])),
        paymentPassword: checkFunds(v.paymentPassword),
      }),
    send: (v) => {
      const fields = fieldsOf(v.bankCode);
      return bindCard({
        cardType: 'B',
        bankCode: v.bankCode,
        bankName: bankOf(v.bankCode)?.name ?? v.bankCode,
        payeeName: v.payeeName.trim(),
        cardNumber: v.cardNumber.replace(/\s/g, ''),
        paymentPassword: v.paymentPassword,
        ...(fields.length > 0 ? { customFieldList: fields.map((f) => ({ bankCardSettingId: f.id, thirdPartyParamName: f.param, value: (v[customName(f)] ?? '').trim() })) } : {}),
      });
    },
    done: async () => {
      await client.invalidateQueries({ queryKey: ['security'] });
      env.notify(t('security.cardBound'), 'success', env.config.constants.successMessageMs);
      close();
    },
  });
  const { values, problems, edit } = form;
  const template = useQuery(bankTemplateQuery(bankOf(values.bankCode)?.bankId));
  // Sent only once the chosen bank's fields are known: its template is shown loading or failed meanwhile.
  const submit = (event: FormEvent) => {
    if (template.isFetching || template.isError) event.preventDefault();
    else void form.submit(event);
  };

  if (banks.isPending) return <Waiting />;
  if (banks.isError) return <Failed onRetry={() => banks.refetch()} />;
  return (
    <form ref={form.formRef} className="lv-form lv-security-add" onSubmit={submit} noValidate data-testid="card-form">
      <h3>{t('security.addCard')}</h3>
      <SelectField name="bankCode" label={t('security.bank')} value={values.bankCode} onValue={edit('bankCode')} error={problems.bankCode} placeholder={t('security.chooseBank')} options={list.map((b) => ({ value: b.bankCode, label: b.name }))} testId="card-bank" />
      <Field name="payeeName" label={t('security.payeeName')} autoComplete="name" maxLength={50} value={values.payeeName} onValue={edit('payeeName')} error={problems.payeeName} testId="card-payee" />
      <Field
        name="cardNumber"
        label={t('security.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        maxLength={23}
        value={values.cardNumber}
        onValue={edit('cardNumber')}
        error={problems.cardNumber}
        testId="card-number"
      />
      {template.isLoading ? (
        <Waiting />
      ) : template.isError ? (
        <Failed onRetry={() => template.refetch()} />
      ) : (
        (template.data ?? []).map((field) => (
          <Field
            key={field.id}
            name={customName(field)}
            label={templateFieldName(field, language)}
            maxLength={60}
            {...TEMPLATE_INPUT[field.type]}
            value={values[customName(field)] ?? ''}
            onValue={edit(customName(field))}
            error={problems[customName(field)]}
            testId={`card-custom-${field.param}`}
          />
        ))
      )}
      <FundsField name="paymentPassword" label={t('security.fundsPassword')} value={values.paymentPassword} onValue={edit('paymentPassword')} error={problems.paymentPassword} testId="card-funds" />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.bind')} testId="card" />
      <button type="button" className="lv-link" onClick={close} data-testid="card-cancel">
        {t('common.cancel')}
      </button>
    </form>
  );
}

type WalletName = 'walletType' | 'walletAddress' | 'paymentPassword';

function WalletForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const types = useQuery(walletTypesQuery());
  const list = types.data ?? [];
  const form = usePanelForm<WalletName>({
    initial: { walletType: '', walletAddress: '', paymentPassword: '' },
    validate: (v) =>
      problemsOf<WalletName>({
        walletType: list.some((w) => w.walletType === v.walletType) ? undefined : { key: 'security.chooseWalletType' },
        walletAddress: /^[A-Za-z0-9]{20,128}$/.test(v.walletAddress.trim()) ? undefined : { key: 'security.walletAddressInvalid' },
        paymentPassword: checkFunds(v.paymentPassword),
      }),
    send: (v) =>
      bindCard({
        cardType: 'V',
        walletType: v.walletType,
        walletName: list.find((w) => w.walletType === v.walletType)?.name ?? v.walletType,
        walletAddress: v.walletAddress.trim(),
        paymentPassword: v.paymentPassword,
      }),
    done: async () => {
      await client.invalidateQueries({ queryKey: ['security'] });
      env.notify(t('security.walletBound'), 'success', env.config.constants.successMessageMs);
      close();
    },
  });
  const { values, problems, edit } = form;

  if (types.isPending) return <Waiting />;
  if (types.isError) return <Failed onRetry={() => types.refetch()} />;
  return (
    <form ref={form.formRef} className="lv-form lv-security-add" onSubmit={form.submit} noValidate data-testid="wallet-form">
      <h3>{t('security.addWallet')}</h3>
      <SelectField name="walletType" label={t('security.walletType')} value={values.walletType} onValue={edit('walletType')} error={problems.walletType} placeholder={t('security.chooseWalletType')} options={list.map((w) => ({ value: w.walletType, label: w.name }))} testId="wallet-type" />
      <Field name="walletAddress" label={t('security.walletAddress')} autoComplete="off" spellCheck={false} dir="ltr" maxLength={128} value={values.walletAddress} onValue={edit('walletAddress')} error={problems.walletAddress} testId="wallet-address" />
      <FundsField name="paymentPassword" label={t('security.fundsPassword')} value={values.paymentPassword} onValue={edit('paymentPassword')} error={problems.paymentPassword} testId="wallet-funds" />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.bind')} testId="wallet" />
      <button type="button" className="lv-link" onClick={close}>
        {t('common.cancel')}
      </button>
    </form>
  );
}

/** A labelled select with its error under it, like ui/form's Field. */
function SelectField(props: { name: string; label: string; value: string; onValue: (v: string) => void; error?: Problem; placeholder: string; options: { value: string; label: string }[]; testId: string }) {
  const { t } = useTranslation();
  const errorId = `${props.testId}-error`;
  const text = props.error ? ('text' in props.error ? props.error.text : t(props.error.key, props.error.values)) : undefined;
  return (
    <div className="lv-field-row" data-field={props.name}>
      <label className="lv-field">
        <span>{props.label}</span>
        <select name={props.name} value={props.value} onChange={(e) => props.onValue(e.target.value)} aria-invalid={text ? true : undefined} aria-describedby={text ? errorId : undefined} data-testid={props.testId}>
          <option value="">{props.placeholder}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {text ? (
        <p id={errorId} className="lv-field-error" data-testid={errorId}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
