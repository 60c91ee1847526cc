import { l10n as l } from './lang';

/**
 * The cancelled order's header once money was paid: what is refunded, by when, and the deposit.
 * `{refund}` is the amount in the reader's language; `{refundMinutes}` comes from `CANCEL_RULES`.
 */
export const CANCEL_EXPLANATIONS = {
  refunding: l(
    '订单已取消，已付 {refund} 原路退回中，{refundMinutes} 分钟内到账；押金冻结已解除',
    '訂單已取消，已付 {refund} 原路退回中，{refundMinutes} 分鐘內到帳；押金凍結已解除',
    'Order cancelled: the {refund} you paid is on its way back by the way you paid, within {refundMinutes} minutes; the deposit freeze is released',
    'Pedido cancelado: los {refund} pagados vuelven por donde pagaste en {refundMinutes} minutos como máximo; el depósito congelado se ha liberado',
    'Commande annulée : les {refund} payés vous sont remboursés par le même moyen sous {refundMinutes} minutes ; la caution bloquée est libérée',
  ),
  refunded: l(
    '订单已取消，已付 {refund} 已原路退回；押金冻结已解除',
    '訂單已取消，已付 {refund} 已原路退回；押金凍結已解除',
    'Order cancelled: the {refund} you paid is back where it came from; the deposit freeze is released',
    'Pedido cancelado: los {refund} pagados ya volvieron por donde pagaste; el depósito congelado se ha liberado',
    'Commande annulée : les {refund} payés vous ont été remboursés par le même moyen ; la caution bloquée est libérée',
  ),
};
