import { ActionSheet, Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAction, OrderDetail } from '../api/types';
import { useOrderActions, type ActionTarget } from '../hooks/use-order-actions';
import { layoutActions } from '../lib/order-actions';
import { BuyoutQuotePopup } from './buyout-quote-popup';
import { CancelSheet } from './cancel-sheet';
import './order-actions.css';

interface Props {
  order: ActionTarget;
  /** How many buttons fit the row (one goes to "more" when there are more actions). */
  room: number;
  size?: 'small' | 'middle';
  onChanged: (detail?: OrderDetail) => void;
}

/** Exactly the actions the server allows for an order, main one highlighted, the rest behind "more". */
export function OrderActions({ order, room, size = 'small', onChanged }: Props) {
  const { t } = useTranslation('orders');
  const actions = useOrderActions(order, onChanged);
  const [moreOpen, setMoreOpen] = useState(false);
  const { shown, more, primary } = layoutActions(order.actions, room);
  if (shown.length === 0) return null;
  // In a return, what is left to pay is the return's settlement, not rent.
  const label = (action: OrderAction) =>
    action === 'payBill' && order.status === 'RETURNING'
      ? t('manage.actions.payReturn')
      : t(`manage.actions.${action}`);
  return (
    <div className="ord-actions" onClick={(e) => e.stopPropagation()}>
      {more.length > 0 && (
        <Button size={size} fill="none" className="ord-actions-more" onClick={() => setMoreOpen(true)}>
          {t('manage.actions.more')}
        </Button>
      )}
      <div className="ord-actions-buttons">
        {shown.map((action) => (
          <Button
            key={action}
            size={size}
            shape="rounded"
            color={action === primary ? 'primary' : 'default'}
            fill={action === primary ? 'solid' : 'outline'}
            loading={actions.busy === action}
            disabled={actions.busy !== null && actions.busy !== action}
            onClick={() => actions.run(action)}
          >
            {label(action)}
          </Button>
        ))}
      </div>
      <ActionSheet
        visible={moreOpen}
        actions={more.map((action) => ({ key: action, text: label(action) }))}
        cancelText={t('manage.dialog.close')}
        onAction={(item) => {
          setMoreOpen(false);
          actions.run(item.key as OrderAction);
        }}
        onClose={() => setMoreOpen(false)}
      />
      <CancelSheet flow={actions.cancel} />
      <BuyoutQuotePopup
        quote={actions.buyout.quote}
        confirming={actions.buyout.confirming}
        onConfirm={() => void actions.buyout.confirm()}
        onClose={actions.buyout.close}
      />
    </div>
  );
}
