import { l10n as l, type L10n, type Lang } from './lang';

/**
 * The message centre's texts, one title and one body for each kind of message. `{goods}` is the
 * device's name, `{period}`/`{total}` the row, `{amount}` money already written by `money()`, `{date}`
 * a day written by `messageDate()`.
 */
export const MESSAGE_TEXTS = {
  approved: {
    title: l('审核通过', '審核通過', 'Order approved', 'Pedido aprobado', 'Commande approuvée'),
    body: l(
      '{goods} 的订单已通过审核，请签署租赁合同',
      '{goods} 的訂單已通過審核，請簽署租賃合約',
      'Your order for {goods} was approved. Sign the rental contract to continue.',
      'Tu pedido de {goods} fue aprobado. Firma el contrato de alquiler para continuar.',
      'Votre commande de {goods} est approuvée. Signez le contrat de location pour continuer.',
    ),
  },
  rejected: {
    title: l('审核未通过', '審核未通過', 'Order not approved', 'Pedido no aprobado', 'Commande refusée'),
    body: l(
      '{goods} 的订单未通过审核，订单已关闭',
      '{goods} 的訂單未通過審核，訂單已關閉',
      'Your order for {goods} was not approved and has been closed.',
      'Tu pedido de {goods} no fue aprobado y se ha cerrado.',
      'Votre commande de {goods} n’a pas été approuvée et a été fermée.',
    ),
  },
  shipped: {
    title: l('商家已发货', '商家已出貨', 'Order shipped', 'Pedido enviado', 'Commande expédiée'),
    body: l(
      '{goods} 已发出，收到后请确认收货',
      '{goods} 已寄出，收到後請確認收貨',
      '{goods} is on its way. Confirm receipt once it arrives.',
      '{goods} está en camino. Confirma la recepción cuando llegue.',
      '{goods} est en route. Confirmez la réception à son arrivée.',
    ),
  },
  dueSoon: {
    title: l('账单即将到期', '帳單即將到期', 'Bill due soon', 'Cuota próxima a vencer', 'Échéance proche'),
    body: l(
      '{goods} 第{period}/{total}期租金 {amount} 将于 {date} 到期',
      '{goods} 第{period}/{total}期租金 {amount} 將於 {date} 到期',
      'Installment {period}/{total} of {goods}, {amount}, is due on {date}.',
      'La cuota {period}/{total} de {goods}, {amount}, vence el {date}.',
      'L’échéance {period}/{total} de {goods}, {amount}, est due le {date}.',
    ),
  },
  dueToday: {
    title: l('账单今日到期', '帳單今日到期', 'Bill due today', 'La cuota vence hoy', 'Échéance aujourd’hui'),
    body: l(
      '{goods} 第{period}/{total}期租金 {amount} 今日到期，请按时支付',
      '{goods} 第{period}/{total}期租金 {amount} 今日到期，請按時支付',
      'Installment {period}/{total} of {goods}, {amount}, is due today. Please pay it on time.',
      'La cuota {period}/{total} de {goods}, {amount}, vence hoy. Págala a tiempo.',
      'L’échéance {period}/{total} de {goods}, {amount}, est due aujourd’hui. Merci de la payer à temps.',
    ),
  },
  overdue: {
    title: l('账单已逾期', '帳單已逾期', 'Bill overdue', 'Cuota vencida', 'Échéance en retard'),
    body: l(
      '{goods} 第{period}/{total}期租金 {amount} 已于 {date} 到期未付，逾期将产生逾期费',
      '{goods} 第{period}/{total}期租金 {amount} 已於 {date} 到期未付，逾期將產生逾期費',
      'Installment {period}/{total} of {goods}, {amount}, was due on {date} and is unpaid; late fees apply.',
      'La cuota {period}/{total} de {goods}, {amount}, venció el {date} y no está pagada; se aplican recargos.',
      'L’échéance {period}/{total} de {goods}, {amount}, était due le {date} et reste impayée ; des pénalités s’appliquent.',
    ),
  },
  debitFailed: {
    title: l('扣款失败', '扣款失敗', 'Payment failed', 'Cobro no realizado', 'Échec du paiement'),
    body: l(
      '{goods} 第{period}期租金 {amount} 扣款失败，请在订单中支付',
      '{goods} 第{period}期租金 {amount} 扣款失敗，請在訂單中支付',
      'Installment {period} of {goods}, {amount}, could not be collected. Please pay it from the order.',
      'No se pudo cobrar la cuota {period} de {goods}, {amount}. Págala desde el pedido.',
      'L’échéance {period} de {goods}, {amount}, n’a pas pu être encaissée. Payez-la depuis la commande.',
    ),
  },
  termEnding: {
    title: l(
      '租期即将结束',
      '租期即將結束',
      'Rental ending soon',
      'El alquiler termina pronto',
      'Fin de location proche',
    ),
    body: l(
      '{goods} 的租期将于 {date} 结束，可在订单中续租、归还或买断',
      '{goods} 的租期將於 {date} 結束，可在訂單中續租、歸還或買斷',
      'Your rental of {goods} ends on {date}. Open the order to renew, return or buy it out.',
      'Tu alquiler de {goods} termina el {date}. Abre el pedido para renovarlo, devolverlo o comprarlo.',
      'Votre location de {goods} se termine le {date}. Ouvrez la commande pour la prolonger, rendre l’appareil ou l’acheter.',
    ),
  },
} satisfies Record<string, { title: L10n; body: L10n }>;

export type MessageKind = keyof typeof MESSAGE_TEXTS;

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A calendar day (`YYYY-MM-DD`, China time as due dates are) as each language writes it. */
export function messageDate(day: string, lang: Lang): string {
  let f = dateFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(lang, f);
  }
  return f.format(new Date(`${day}T00:00:00Z`));
}
