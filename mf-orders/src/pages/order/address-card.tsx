import { Button } from 'antd-mobile';
import { AddOutline, CheckOutline, EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../api/types';
import { addressLine, maskPhone } from '../../lib/address-rules';
import { useRegionStems } from '../../lib/region-names';
import { ChoiceSheet } from './choice-sheet';

interface Props {
  addresses: Address[] | undefined;
  failed: boolean;
  onRetry: () => void;
  selected: Address | undefined;
  onSelect: (id: number) => void;
  onAdd: () => void;
  /** Placed orders keep their address: the card only shows it. */
  locked: boolean;
  missing: boolean;
}

/** The delivery address at the top: the chosen one, a list to switch, or "add an address". */
export function AddressCard({ addresses, failed, onRetry, selected, onSelect, onAdd, locked, missing }: Props) {
  const { t, i18n } = useTranslation('orders');
  const stems = useRegionStems(i18n.language);
  const [open, setOpen] = useState(false);
  if (failed && !addresses)
    return (
      <section className="ord-card ord-address ord-address--empty" role="alert">
        <span>{t('place.address.loadFailed')}</span>
        <Button size="small" fill="outline" color="primary" onClick={onRetry}>
          {t('place.confirm.retry')}
        </Button>
      </section>
    );
  if (!selected)
    return (
      <section className={`ord-card ord-address ord-address--empty${missing ? ' ord-address--missing' : ''}`}>
        <button type="button" className="ord-address__add" onClick={onAdd} disabled={!addresses}>
          <AddOutline aria-hidden />
          <span>
            <strong>{t('place.address.add')}</strong>
            <small>{t('place.address.addHint')}</small>
          </span>
        </button>
        {missing && (
          <p role="alert" className="ord-field-error">
            {t('place.address.required')}
          </p>
        )}
      </section>
    );
  return (
    <section className="ord-card ord-address" aria-label={t('place.address.title')}>
      <button type="button" className="ord-address__chosen" onClick={() => setOpen(true)} disabled={locked}>
        <EnvironmentOutline aria-hidden className="ord-address__pin" />
        <span className="ord-address__text">
          <span className="rental-sr-only">{t('place.address.change')}: </span>
          <span className="ord-address__who">
            <strong>{selected.receiverName}</strong> {maskPhone(selected.receiverPhone)}
          </span>
          <span className="ord-address__line">{addressLine(selected, i18n.language, stems)}</span>
        </span>
        {!locked && <RightOutline aria-hidden className="ord-address__arrow" />}
      </button>
      <ChoiceSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('place.address.choose')}
        after={
          <div className="ord-sheet__foot">
            <Button block color="primary" shape="rounded" onClick={onAdd}>
              {t('place.address.addNew')}
            </Button>
          </div>
        }
      >
        {(addresses ?? []).map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="ord-address-option"
              aria-pressed={a.id === selected.id}
              onClick={() => {
                setOpen(false);
                onSelect(a.id);
              }}
            >
              <span className="ord-address__text">
                <span className="ord-address__who">
                  <strong>{a.receiverName}</strong> {maskPhone(a.receiverPhone)}
                  {a.isDefault && <em className="ord-tag">{t('place.address.default')}</em>}
                </span>
                <span className="ord-address__line">{addressLine(a, i18n.language, stems)}</span>
              </span>
              {a.id === selected.id && <CheckOutline aria-hidden className="ord-check" />}
            </button>
          </li>
        ))}
      </ChoiceSheet>
    </section>
  );
}
