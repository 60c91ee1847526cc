import { Button, Switch } from 'antd-mobile';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { getBoundCards } from '../../api/get-bound-cards';
import type { AutopayChoice as Choice } from '../../api/autopay-types';

interface Props {
  value: Choice | null;
  onChange: (value: Choice | null) => void;
  locked: boolean;
}

const WALLET = 'wallet';

/**
 * The offer of automatic debit, off until the renter turns it on: the wallet's agreement pay, or
 * one of the renter's bound cards. A card list that fails to load leaves the wallet, with a retry.
 */
export function AutopayChoice({ value, onChange, locked }: Props) {
  const { t } = useTranslation('orders');
  // Asked only once the renter turns it on: most renters never need the list.
  const cards = useRequest(getBoundCards, { onError: () => undefined, ready: value !== null });
  const picked = value === null ? WALLET : value.method === 'card' ? String(value.cardId) : WALLET;
  const pick = (key: string) =>
    onChange(key === WALLET ? { method: 'wallet' } : { method: 'card', cardId: Number(key) });
  const options = [
    { key: WALLET, label: t('place.autopay.wallet') },
    ...(cards.data ?? []).map((card) => ({
      key: String(card.id),
      label: t('place.autopay.card', { bank: card.bankName, last4: card.last4 }),
    })),
  ];

  return (
    <section className="ord-card ord-autopay">
      <div className="ord-autopay__head">
        <h2 className="ord-card__title" id="ord-autopay-title">
          {t('place.autopay.title')}
        </h2>
        <Switch
          checked={value !== null}
          disabled={locked}
          aria-labelledby="ord-autopay-title"
          onChange={(on) => onChange(on ? { method: 'wallet' } : null)}
        />
      </div>
      <p className="ord-autopay__note">{value ? t('place.autopay.onNote') : t('place.autopay.offNote')}</p>
      {value && (
        // Plain buttons with radio roles: antd-mobile's Radio hides its input from the accessibility tree.
        <div className="ord-autopay__methods" role="radiogroup" aria-label={t('place.autopay.method')}>
          {options.map((option) => (
            <button
              key={option.key}
              type="button"
              role="radio"
              aria-checked={option.key === picked}
              className="ord-autopay__option"
              disabled={locked}
              onClick={() => pick(option.key)}
            >
              <span className="ord-autopay__dot" aria-hidden="true" />
              {option.label}
            </button>
          ))}
        </div>
      )}
      {value && cards.error && (
        <p role="alert" className="ord-autopay__note">
          {t('place.autopay.cardsFailed')}{' '}
          <Button size="mini" fill="outline" color="primary" onClick={cards.refresh}>
            {t('place.confirm.retry')}
          </Button>
        </p>
      )}
    </section>
  );
}
