import { formatMoney, ruleValues } from '@rental/shared';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderAmount } from '../../api/types';
import './sheets.css';

interface Props {
  open: boolean;
  amount: Pick<OrderAmount, 'deposit' | 'creditWaived' | 'frozen'> | undefined;
  onAnswer: (yes: boolean) => void;
}

/** The deposit authorization, said before the wallet freezes anything: how much, and that it is never charged. */
export function FreezeSheet({ open, amount, onAnswer }: Props) {
  const { t } = useTranslation('orders');
  const money = (fen: number | undefined) => (fen === undefined ? '—' : formatMoney(fen));
  const frozen = amount?.frozen ?? 0;
  return (
    <Popup visible={open} onMaskClick={() => onAnswer(false)} bodyClassName="ord-sheet" destroyOnClose>
      <section role="dialog" aria-labelledby="ord-freeze-title" className="ord-sheet__body">
        <h2 id="ord-freeze-title" className="ord-sheet__title">
          {t('place.freeze.title')}
        </h2>
        <dl className="ord-rows ord-price__rows ord-sheet__rows">
          <div>
            <dt>{t('place.price.deposit')}</dt>
            <dd>{money(amount?.deposit)}</dd>
          </div>
          <div>
            <dt>{t('place.price.creditWaived')}</dt>
            <dd className="ord-saving">{amount ? formatMoney(-amount.creditWaived) : '—'}</dd>
          </div>
          <div className="ord-price__strong">
            <dt>{t('place.freeze.frozen')}</dt>
            <dd data-testid="freeze-amount">{money(amount?.frozen)}</dd>
          </div>
        </dl>
        <p className="ord-note">{t('place.freeze.note', ruleValues())}</p>
        <div className="ord-sheet__buttons">
          <Button block shape="rounded" onClick={() => onAnswer(false)}>
            {t('place.freeze.later')}
          </Button>
          <Button block shape="rounded" color="primary" onClick={() => onAnswer(true)}>
            {frozen > 0 ? t('place.freeze.confirm', { amount: formatMoney(frozen) }) : t('place.freeze.confirmNone')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
