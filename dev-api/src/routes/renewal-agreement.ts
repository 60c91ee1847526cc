import { LESSOR } from '../data/express';
import { l10n as l, tr, type L10n, type Lang } from '../i18n/lang';
import { money } from '../i18n/money';
import { TERM_TEXT } from '../i18n/order-messages';
import { contractVersions } from '../state/contract-versions';
import { chinaDay } from '../state/order-dates';
import type { RenewalQuote } from '../state/order-renewal';
import type { OrderRecord } from '../state/order-types';
import { CONTRACT_TEXTS as C, escapeHtml } from './contract-text';
import { DOC_TEXTS as T, periodRow } from './order-document-texts';
import { goodsOf } from './order-view';

/** The words of the supplementary agreement (补充协议) a renewal signs, in the five languages. */
export const RENEWAL_TEXTS = {
  title: l(
    '续租补充协议',
    '續租補充協議',
    'Renewal supplementary agreement',
    'Acuerdo complementario de renovación',
    'Avenant de renouvellement',
  ),
  extension: l(
    '双方同意将租期延长 {term}：原到期日 {from}，新的到期日 {to}。',
    '雙方同意將租期延長 {term}：原到期日 {from}，新的到期日 {to}。',
    'Both parties agree to extend the term by {term}: from the end date {from} to the new end date {to}.',
    'Ambas partes acuerdan ampliar el plazo {term}: de la fecha de fin {from} a la nueva fecha de fin {to}.',
    'Les deux parties conviennent de prolonger la durée de {term} : de la date de fin {from} à la nouvelle date de fin {to}.',
  ),
  rent: l(
    '续租租金每期 {periodRent}，合计 {total}，按下表账单支付：',
    '續租租金每期 {periodRent}，合計 {total}，按下表帳單支付：',
    'Renewal rent {periodRent} per period, {total} in all, paid by the bills below:',
    'Alquiler de renovación {periodRent} por periodo, {total} en total, pagado según las facturas siguientes:',
    'Loyer de renouvellement {periodRent} par période, {total} au total, payé selon les échéances ci-dessous :',
  ),
  due: l('到期日', '到期日', 'Due', 'Vence', 'Échéance'),
  unchanged: l(
    '原协议其余条款不变；原协议的账单表作为签署时的文件保留，本协议的账单接续其后。',
    '原協議其餘條款不變；原協議的帳單表作為簽署時的文件保留，本協議的帳單接續其後。',
    'All other terms of the agreement stay as signed; its schedule stays as signed, and these bills follow it.',
    'Las demás condiciones del contrato siguen como se firmaron; su calendario se mantiene y estas facturas lo siguen.',
    'Les autres clauses du contrat restent telles que signées ; son échéancier reste inchangé et ces échéances le suivent.',
  ),
} satisfies Record<string, L10n>;

/**
 * The agreement the renter reads with the quote and signs with the renewal, in the language the
 * contract was signed in (the renter's language before any contract): the same text is frozen when signed.
 */
export function drawRenewalAgreement(order: OrderRecord, quote: RenewalQuote, no: number, at: number, fallback: Lang) {
  const versions = contractVersions(order);
  const lang = versions.signed?.lang ?? fallback;
  const e = escapeHtml;
  const say = (text: L10n, vars?: Record<string, string | number>) => e(tr(text, lang, vars));
  const colon = lang === 'zh-CN' || lang === 'zh-TW' ? '：' : ': ';
  const lessee = versions.lessee ?? { name: '', mobile: '' };
  const goods = goodsOf(order, lang);
  const docId = `XZ${order.orderNo.slice(2)}${String(no).padStart(2, '0')}`;
  const contractNo = order.contract.contractNo ?? '—';
  const rows = quote.bills
    .map((b) => `<tr><td>${say(...periodRow(b))}</td><td>${b.dueDate}</td><td>${money(b.amount, lang)}</td></tr>`)
    .join('');
  const html = [
    `<h1>${say(RENEWAL_TEXTS.title)}</h1>`,
    `<p>${say(T.number)}${colon}${docId}<br>${say(C.contractNo)}${colon}${e(contractNo)}<br>${say(C.orderNo)}${colon}${e(order.orderNo)}<br>${say(T.issuedAt)}${colon}${chinaDay(at)}</p>`,
    `<p><strong>${say(C.lessor)}</strong>${colon}${e(tr(LESSOR.name, lang))}</p>`,
    `<p><strong>${say(C.lessee)}</strong>${colon}${e(`${lessee.name} ${lessee.mobile}`.trim())}</p>`,
    `<h2>${say(T.device)}</h2>`,
    `<p>${say(C.name)}${colon}${e(goods.name)}<br>${say(C.spec)}${colon}${e(goods.specText)}</p>`,
    `<p>${say(RENEWAL_TEXTS.extension, {
      term: tr(TERM_TEXT[quote.termUnit], lang, { n: quote.term }),
      from: chinaDay(quote.fromEndAt),
      to: chinaDay(quote.newEndAt),
    })}</p>`,
    `<p>${say(RENEWAL_TEXTS.rent, { periodRent: money(quote.periodRent, lang), total: money(quote.totalRent, lang) })}</p>`,
    `<table><thead><tr><th>${say(T.item)}</th><th>${say(RENEWAL_TEXTS.due)}</th><th>${say(T.amount)}</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p>${say(RENEWAL_TEXTS.unchanged)}</p>`,
    `<p><small>${say(T.basis, { contractNo, hash: versions.signed?.contentHash ?? '' })}</small></p>`,
  ].join('\n');
  return { docId, issuedAt: at, lang, html };
}
