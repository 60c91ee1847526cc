import { l10n, type L10n } from '../i18n/lang';
import { CONDITIONS, RENT_UNITS, TAGS } from './goods-texts';
import { TAG_SECTIONS } from './home';

const l = l10n;

export const ORDER_STATUSES = {
  CREATED: l('待授权', '待授權', 'Awaiting authorization', 'Pendiente de autorización', "En attente d'autorisation"),
  PENDING_REVIEW: l('审核中', '審核中', 'Under review', 'En revisión', "En cours d'examen"),
  PENDING_CONFIRM: l('待确认', '待確認', 'Changes to confirm', 'Cambios por confirmar', 'Modifications à confirmer'),
  PENDING_SIGN: l('待签约', '待簽約', 'To sign', 'Pendiente de firma', 'À signer'),
  PENDING_PAY: l('待支付', '待支付', 'To pay', 'Pendiente de pago', 'À payer'),
  PENDING_SHIP: l('待发货', '待出貨', 'To ship', 'Pendiente de envío', 'À expédier'),
  SHIPPED: l('待收货', '待收貨', 'Shipped', 'Enviado', 'Expédiée'),
  IN_RENT: l('租赁中', '租賃中', 'In rent', 'En alquiler', 'En location'),
  RETURN_DUE: l('待归还', '待歸還', 'Return due', 'Devolución pendiente', 'Retour à effectuer'),
  RETURNING: l('归还中', '歸還中', 'Returning', 'En devolución', 'Retour en cours'),
  BUYOUT_PENDING: l('买断中', '買斷中', 'Buyout pending', 'Compra pendiente', 'Rachat en cours'),
  COMPLETED: l('已完成', '已完成', 'Completed', 'Completado', 'Terminée'),
  BOUGHT_OUT: l('已买断', '已買斷', 'Bought out', 'Comprado', 'Rachetée'),
  REJECTED: l('审核未通过', '審核未通過', 'Not approved', 'No aprobado', 'Refusée'),
  CANCELLED: l('已取消', '已取消', 'Cancelled', 'Cancelado', 'Annulée'),
} satisfies Record<string, L10n>;

export const DICTIONARIES: Record<string, Record<string, L10n>> = {
  goods_tag: TAGS,
  rent_unit: RENT_UNITS,
  goods_condition: CONDITIONS,
  order_status: ORDER_STATUSES,
  // The home page's sections are named by their id, so that the names live in one place.
  tag_section: Object.fromEntries(TAG_SECTIONS.map((section) => [section.tagId, section.name])),
};
