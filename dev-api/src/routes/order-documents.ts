import { LESSOR } from '../data/express';
import { MONEY_NAMES } from '../data/rental-rules';
import { BizError } from '../http/envelope';
import { requireString } from '../http/params';
import type { ApiRoute } from '../http/router';
import { tr, type L10n, type Lang } from '../i18n/lang';
import { BUYOUT_LABELS } from '../i18n/order-messages';
import { contractVersions } from '../state/contract-versions';
import { frozenDocument, type OrderDocument, type OrderDocumentKind } from '../state/order-documents';
import { chinaDay } from '../state/order-dates';
import { renewalAgreements } from '../state/order-renewal';
import type { Bill, OrderRecord } from '../state/order-types';
import { CONTRACT_TEXTS as C, escapeHtml } from './contract-text';
import { DOC_TEXTS as T, DOC_TITLES, periodRow } from './order-document-texts';
import { orderOf } from './order-access';
import { money } from '../i18n/money';
import { goodsOf } from './order-view';

type Say = (text: L10n, vars?: Record<string, string | number>) => string;
/** An amount in the document's language: "¥12.00", "12,00 ¥". */
type Money = (fen: number) => string;

type EndDocumentKind = Exclude<OrderDocumentKind, 'renewalAgreement'>;

/** The event each document records: the return inspected (the order completed) or the buyout paid. */
const ISSUED_BY: Record<EndDocumentKind, { status: OrderRecord['status']; event: string }> = {
  settlement: { status: 'COMPLETED', event: 'inspected' },
  purchaseProof: { status: 'BOUGHT_OUT', event: 'buyoutPaid' },
};
const KINDS = Object.keys(ISSUED_BY) as EndDocumentKind[];

const eventAt = (order: OrderRecord, key: string): number | undefined =>
  [...order.events].reverse().find((e) => e.key === key)?.at;

/** Every document the order's end has produced; none before it ends, none for an unsigned contract. */
export function orderDocuments(order: OrderRecord): OrderDocument[] {
  const signed = contractVersions(order).signed;
  if (!signed) return [];
  const ended = KINDS.flatMap((kind) => {
    const at = order.status === ISSUED_BY[kind].status ? eventAt(order, ISSUED_BY[kind].event) : undefined;
    return at === undefined ? [] : [frozenDocument(order, kind, () => draw(order, kind, at, signed.lang))];
  });
  return [...renewalAgreements(order), ...ended];
}

/** The document in the language the contract was signed in: the parties as signed, the order's final rows. */
function draw(order: OrderRecord, kind: EndDocumentKind, at: number, lang: Lang) {
  const e = escapeHtml;
  const say: Say = (text, vars) => e(tr(text, lang, vars));
  // Digits, separators and the yuan sign: nothing to escape, inside `say` or in a table cell.
  const yuan: Money = (fen) => money(fen, lang);
  const colon = lang === 'zh-CN' || lang === 'zh-TW' ? '：' : ': ';
  const versions = contractVersions(order);
  const lessee = versions.lessee ?? { name: '', mobile: '' };
  const goods = goodsOf(order, lang);
  const docId = `${kind === 'settlement' ? 'JS' : 'GM'}${order.orderNo.slice(2)}`;
  const contractNo = order.contract.contractNo ?? '—';
  const party = (label: L10n, name: string) => `<p><strong>${say(label)}</strong>${colon}${e(name)}</p>`;
  const frozen = order.amount.frozen;
  const deposit =
    frozen > 0
      ? say(T.depositReleased, { frozen: yuan(frozen), date: chinaDay(order.freezeReleasedAt ?? at) })
      : say(T.noDeposit);
  const html = [
    `<h1>${say(DOC_TITLES[kind])}</h1>`,
    `<p>${say(T.number)}${colon}${docId}<br>${say(C.contractNo)}${colon}${e(contractNo)}<br>${say(C.orderNo)}${colon}${e(order.orderNo)}<br>${say(T.issuedAt)}${colon}${chinaDay(at)}</p>`,
    party(kind === 'settlement' ? C.lessor : T.seller, tr(LESSOR.name, lang)),
    party(kind === 'settlement' ? C.lessee : T.buyer, `${lessee.name} ${lessee.mobile}`.trim()),
    `<h2>${say(T.device)}</h2>`,
    `<p>${say(C.name)}${colon}${e(goods.name)}<br>${say(C.spec)}${colon}${e(goods.specText)}</p>`,
    ...(kind === 'settlement' ? settlementBody(order, say, yuan, colon) : proofBody(order, say, yuan, colon, at)),
    `<p>${deposit}</p>`,
    `<p><small>${say(T.basis, { contractNo, hash: versions.signed?.contentHash ?? '' })}</small></p>`,
  ].join('\n');
  return { docId, kind, issuedAt: at, lang, html };
}

function rowLabel(bill: Bill, say: Say): string {
  if (bill.kind === 'returnFee') return say(T.returnFeeRow);
  if (bill.kind === 'buyout') return say(MONEY_NAMES.earlyBuyoutTotal);
  return say(...periodRow(bill));
}

const table = (head: string[], rows: string[][]): string =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

function settlementBody(order: OrderRecord, say: Say, yuan: Money, colon: string): string[] {
  const day = (at: number | null | undefined) => (at === null || at === undefined ? '—' : chinaDay(at));
  // Every row of an ended order is paid: what it came to, and when, is the whole story (and fits a phone).
  const rows = order.bills.map((b) => [rowLabel(b, say), yuan(b.paidAmount), day(b.paidAt)]);
  const paid = order.bills.reduce((sum, b) => sum + b.paidAmount, 0);
  const back = order.giveback;
  return [
    `<h2>${say(T.term)}</h2>`,
    `<p>${say(T.rentStart)}${colon}${day(order.rentStartAt)}<br>${say(T.returnedAt)}${colon}${day(eventAt(order, 'inspected'))}</p>`,
    `<h2>${say(T.charges)}</h2>`,
    table([say(T.item), say(T.paid), say(T.paidOn)], rows),
    ...(back && back.droppedPeriods > 0
      ? [`<p>${say(T.dropped, { n: back.droppedPeriods, amount: yuan(back.droppedRent) })}</p>`]
      : []),
    `<p>${say(T.totals, { paid: yuan(paid), owed: yuan(0) })}</p>`,
  ];
}

function proofBody(order: OrderRecord, say: Say, yuan: Money, colon: string, at: number): string[] {
  const buyout = order.buyout;
  const lines = (buyout?.breakdown ?? []).map((line) => [
    say(BUYOUT_LABELS[line.key]),
    `${line.amount < 0 ? '−' : ''}${yuan(Math.abs(line.amount))}`,
  ]);
  const paidRow = order.bills.find((b) => b.kind === 'buyout');
  return [
    `<h2>${say(T.charges)}</h2>`,
    table(
      [say(T.item), say(T.amount)],
      [
        ...lines,
        [`<strong>${say(MONEY_NAMES.earlyBuyoutTotal)}</strong>`, `<strong>${yuan(buyout?.amount ?? 0)}</strong>`],
      ],
    ),
    `<p>${say(T.paidOn)}${colon}${paidRow?.paidAt ? chinaDay(paidRow.paidAt) : chinaDay(at)}</p>`,
    `<p>${say(T.ownership, { date: chinaDay(at) })}</p>`,
  ];
}

const listed = (doc: OrderDocument, lang: Lang) => ({
  docId: doc.docId,
  kind: doc.kind,
  title: tr(DOC_TITLES[doc.kind], lang),
  issuedAt: new Date(doc.issuedAt).toISOString(),
});

export const ORDER_DOCUMENT_ROUTES: ApiRoute[] = [
  {
    // What the order's end produced beside the signed contract, oldest first.
    method: 'GET',
    path: '/api/contract/documents',
    auth: true,
    handler: (ctx) => orderDocuments(orderOf(ctx)).map((doc) => listed(doc, ctx.lang)),
  },
  {
    method: 'GET',
    path: '/api/contract/document',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const docId = requireString(ctx, 'docId', 32);
      const doc = orderDocuments(order).find((d) => d.docId === docId);
      if (!doc) throw new BizError(404, 'documentNotFound');
      return {
        ...listed(doc, doc.lang),
        orderId: order.orderId,
        lang: doc.lang,
        contentHash: doc.contentHash,
        html: doc.html,
      };
    },
  },
];
