import { formatMoney, formatDay } from '@rental/shared';
import { Button } from 'antd-mobile';
import { CheckOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponOption } from './coupon-choice';
import { ChoiceSheet } from './choice-sheet';

interface Props {
  options: CouponOption[] | undefined;
  failed: boolean;
  onRetry: () => void;
  chosen: number | null;
  onChoose: (userCouponId: number | null) => void;
  locked: boolean;
  /** Why the coupon chosen before was dropped (the server refused it), said once above the row. */
  notice?: string | null;
}

/** The coupon row: the one in use (the best is preselected), and a sheet to switch or use none. */
export function CouponRow({ options, failed, onRetry, chosen, onChoose, locked, notice }: Props) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const usable = (options ?? []).filter((o) => o.blocked === null && o.saving > 0);
  const blocked = (options ?? []).filter((o) => !(o.blocked === null && o.saving > 0));
  const current = usable.find((o) => o.coupon.userCouponId === chosen);

  let value: string;
  if (failed && !options) value = t('place.coupon.loadFailed');
  else if (current) value = formatMoney(-current.saving);
  else if (options && usable.length === 0) value = t('place.coupon.noneUsable');
  else value = options ? t('place.coupon.notUsed') : '…';

  const pick = (id: number | null) => {
    setOpen(false);
    onChoose(id);
  };

  return (
    <section className="ord-card ord-coupon">
      {notice && (
        <p role="alert" className="ord-field-error">
          {t('place.coupon.refused', { reason: notice })}
        </p>
      )}
      {failed && !options ? (
        <div className="ord-coupon__row" role="alert">
          <span>{t('place.coupon.title')}</span>
          <Button size="mini" fill="outline" color="primary" onClick={onRetry}>
            {t('place.confirm.retry')}
          </Button>
        </div>
      ) : (
        <button
          type="button"
          className="ord-coupon__row"
          disabled={locked || !options || usable.length === 0}
          onClick={() => setOpen(true)}
        >
          {/* The name is what the row shows (a label of its own drifted from the text in es/fr). */}
          <span>
            {t('place.coupon.title')}
            <span className="rental-sr-only">: </span>
          </span>
          <span className="ord-coupon__value">
            {current && <small className="ord-coupon__name">{current.coupon.name}</small>}{' '}
            <strong className={current ? 'ord-saving' : 'ord-muted'}>{value}</strong>
            {!current && options && usable.length > 0 && (
              <em className="ord-tag">{t('place.coupon.usableCount', { count: usable.length })}</em>
            )}
            {!locked && usable.length > 0 && <RightOutline aria-hidden />}
          </span>
        </button>
      )}
      <ChoiceSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('place.coupon.pickerTitle')}
        after={
          <>
            {blocked.length > 0 && (
              <>
                <h3 className="ord-sheet__subtitle">{t('place.coupon.unusableTitle')}</h3>
                <ul className="ord-sheet__list ord-sheet__list--muted">
                  {blocked.map((o) => (
                    <li key={o.coupon.userCouponId} className="ord-coupon-option ord-coupon-option--blocked">
                      <span className="ord-coupon-option__text">
                        <strong>{o.coupon.name}</strong>
                        <small>{t(`place.coupon.blocked.${o.blocked ?? 'threshold'}`)}</small>
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        }
      >
        {usable.map((o, index) => (
          <li key={o.coupon.userCouponId}>
            <button
              type="button"
              className="ord-coupon-option"
              aria-pressed={o.coupon.userCouponId === chosen}
              onClick={() => pick(o.coupon.userCouponId)}
            >
              <span className="ord-coupon-option__save">{formatMoney(o.saving)}</span>
              <span className="ord-coupon-option__text">
                <strong>
                  {o.coupon.name}
                  {index === 0 && <em className="ord-tag">{t('place.coupon.best')}</em>}
                </strong>
                <small>{o.coupon.rule}</small>
                <small>{t('place.coupon.validTo', { date: formatDay(o.coupon.validTo) })}</small>
              </span>
              {o.coupon.userCouponId === chosen && <CheckOutline aria-hidden className="ord-check" />}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="ord-coupon-option ord-coupon-option--none"
            aria-pressed={chosen === null}
            onClick={() => pick(null)}
          >
            <span className="ord-coupon-option__text">
              <strong>{t('place.coupon.none')}</strong>
            </span>
            {chosen === null && <CheckOutline aria-hidden className="ord-check" />}
          </button>
        </li>
      </ChoiceSheet>
    </section>
  );
}
