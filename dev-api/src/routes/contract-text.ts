import type { ServerContext } from '../context';
import { LESSOR } from '../data/express';
import { l10n as l, tr, type L10n, type Lang } from '../i18n/lang';
import { ruleText, textVars } from '../i18n/rule-texts';
import {
  contentHashOf,
  contractIdOf,
  contractVersions,
  type ContractFixture,
  type SignedDocument,
} from '../state/contract-versions';
import type { OrderRecord } from '../state/order-types';
import { maskMobile, maskName } from '../state/store';
import { money } from '../i18n/money';
import { goodsOf } from './order-view';

const T = {
  title: l(
    '租赁服务协议',
    '租賃服務協議',
    'Rental Service Agreement',
    'Contrato de servicio de alquiler',
    'Contrat de location',
  ),
  contractNo: l('合同编号', '合約編號', 'Contract no.', 'N.º de contrato', 'N° de contrat'),
  orderNo: l('订单编号', '訂單編號', 'Order no.', 'N.º de pedido', 'N° de commande'),
  version: l('合同版本', '合約版本', 'Version', 'Versión', 'Version'),
  lessor: l('出租方（甲方）', '出租方（甲方）', 'Lessor (Party A)', 'Arrendador (Parte A)', 'Bailleur (partie A)'),
  lessee: l('承租方（乙方）', '承租方（乙方）', 'Lessee (Party B)', 'Arrendatario (Parte B)', 'Locataire (partie B)'),
  creditCode: l(
    '统一社会信用代码',
    '統一社會信用代碼',
    'Unified credit code',
    'Código de crédito',
    'Code de crédit unifié',
  ),
  mobile: l('手机号', '手機號', 'Mobile', 'Móvil', 'Mobile'),
  device: l('一、租赁物', '一、租賃物', '1. The device', '1. El dispositivo', '1. L’appareil'),
  term: l('二、租期与租金', '二、租期與租金', '2. Term and rent', '2. Plazo y alquiler', '2. Durée et loyer'),
  schedule: l('三、租金支付计划', '三、租金支付計畫', '3. Rent schedule', '3. Calendario de pagos', '3. Échéancier'),
  deposit: l(
    '四、押金与买断',
    '四、押金與買斷',
    '4. Deposit and buyout',
    '4. Depósito y compra',
    '4. Caution et rachat',
  ),
  duties: l('五、双方权利义务', '五、雙方權利義務', '5. Obligations', '5. Obligaciones', '5. Obligations'),
  name: l('名称', '名稱', 'Name', 'Nombre', 'Nom'),
  spec: l('规格', '規格', 'Specification', 'Especificación', 'Spécification'),
  termLabel: l('租期', '租期', 'Term', 'Plazo', 'Durée'),
  termStart: l(
    '起租：{rentStart}',
    '起租：{rentStart}',
    'Start: {rentStart}',
    'Inicio: {rentStart}',
    'Début : {rentStart}',
  ),
  periodRent: l('每期租金', '每期租金', 'Rent per period', 'Alquiler por periodo', 'Loyer par période'),
  totalRent: l('总租金', '總租金', 'Total rent', 'Alquiler total', 'Loyer total'),
  servicesFee: l('增值服务费', '加值服務費', 'Services', 'Servicios', 'Services'),
  couponDiscount: l('优惠', '優惠', 'Discount', 'Descuento', 'Remise'),
  period: l('期数', '期數', 'Period', 'Periodo', 'Période'),
  dueDate: l('应付日期', '應付日期', 'Due date', 'Vencimiento', 'Échéance'),
  amount: l('应付金额', '應付金額', 'Amount', 'Importe', 'Montant'),
  depositLine: l(
    '押金 {deposit}，其中信用免押 {waived}（免押最高 {waiverCap}），冻结 {frozen}；{depositRelease}。到期买断价 {buyout}；租期内提前买断的，{earlyBuyoutTotal} = {buyoutFormula}。',
    '押金 {deposit}，其中信用免押 {waived}（免押最高 {waiverCap}），凍結 {frozen}；{depositRelease}。到期買斷價 {buyout}；租期內提前買斷的，{earlyBuyoutTotal} = {buyoutFormula}。',
    'Deposit {deposit}, of which {waived} is waived by your credit (up to {waiverCap}) and {frozen} frozen; {depositRelease}. End-of-term buyout price: {buyout}; buying out during the term: {earlyBuyoutTotal} = {buyoutFormula}.',
    'Depósito {deposit}: {waived} exento por crédito (hasta {waiverCap}) y {frozen} congelado; {depositRelease}. Precio de compra al vencimiento: {buyout}; compra durante el plazo: {earlyBuyoutTotal} = {buyoutFormula}.',
    'Caution {deposit}, dont {waived} dispensés sur crédit (jusqu’à {waiverCap}) et {frozen} gelés ; {depositRelease}. Prix de rachat en fin de contrat : {buyout} ; rachat pendant la durée : {earlyBuyoutTotal} = {buyoutFormula}.',
  ),
  signIntro: l(
    '您将签署刚才阅读的合同。签署后，合同内容不再改变。',
    '您將簽署剛才閱讀的合約。簽署後，合約內容不再改變。',
    'You are signing the contract you just read. Once signed, its text never changes.',
    'Va a firmar el contrato que acaba de leer. Una vez firmado, su texto no cambia.',
    'Vous signez le contrat que vous venez de lire. Une fois signé, son texte ne change plus.',
  ),
  fingerprint: l(
    '文本指纹（SHA-256）',
    '文本指紋（SHA-256）',
    'Text fingerprint (SHA-256)',
    'Huella del texto (SHA-256)',
    'Empreinte du texte (SHA-256)',
  ),
  fullText: l(
    '查看合同全文',
    '查看合約全文',
    'Show the full text',
    'Ver el texto completo',
    'Afficher le texte intégral',
  ),
  signButton: l('确认并签署', '確認並簽署', 'Agree and sign', 'Aceptar y firmar', 'Accepter et signer'),
  signDone: l(
    '签署成功，正在返回…',
    '簽署成功，正在返回…',
    'Signed, returning…',
    'Firmado, volviendo…',
    'Signé, retour…',
  ),
  signInvalid: l(
    '签署链接无效或已过期',
    '簽署連結無效或已過期',
    'This signing link is invalid or has expired',
    'Este enlace de firma no es válido o ha caducado',
    'Ce lien de signature est invalide ou a expiré',
  ),
} satisfies Record<string, L10n>;

export const CONTRACT_TEXTS = T;

/**
 * What the e-signature provider's page shows: the contract the renter just read, named (title,
 * number, version, parties, fingerprint), its full text one tap away rather than to be read again.
 */
export function signingSummary(order: OrderRecord, server: ServerContext, doc: SignedDocument): string {
  const e = escapeHtml;
  const lang = doc.lang;
  const t = (text: L10n): string => e(tr(text, lang));
  const meta = contractMeta(order, server, lang);
  const row = (label: L10n, value: string) => `<tr><th scope="row">${t(label)}</th><td>${e(value)}</td></tr>`;
  return [
    `<h1>${t(T.title)}</h1>`,
    `<p>${t(T.signIntro)}</p>`,
    '<table><tbody>',
    row(T.contractNo, meta.contractNo ?? '—'),
    row(T.orderNo, order.orderNo),
    row(T.version, String(contractVersions(order).revision)),
    row(T.lessor, meta.parties.lessor.name),
    row(T.lessee, meta.parties.lessee.name),
    `<tr><th scope="row">${t(T.fingerprint)}</th><td><code style="word-break:break-all">${e(doc.contentHash)}</code></td></tr>`,
    '</tbody></table>',
    `<details><summary>${t(T.fullText)}</summary><div lang="${lang}">${doc.html}</div></details>`,
  ].join('\n');
}

const DUTIES: L10n[] = [
  l(
    '甲方按约定交付完好的租赁物，并提供租期内的售后服务。',
    '甲方按約定交付完好的租賃物，並提供租期內的售後服務。',
    'Party A delivers the device in good order and provides after-sales service during the term.',
    'La Parte A entrega el dispositivo en buen estado y ofrece servicio posventa durante el plazo.',
    'La partie A livre l’appareil en bon état et assure le service après-vente pendant la durée.',
  ),
  l(
    '乙方应按时足额支付每期租金；逾期未付的，每日按应付金额的 {lateFeeRate} 支付逾期费，总额不超过逾期金额。提前归还的，未到期租金不再收取，另付其 {earlyReturnFee} 作为提前解约费。',
    '乙方應按時足額支付每期租金；逾期未付的，每日按應付金額的 {lateFeeRate} 支付逾期費，總額不超過逾期金額。提前歸還的，未到期租金不再收取，另付其 {earlyReturnFee} 作為提前解約費。',
    'Party B pays each installment in full and on time; a late installment bears a late fee of {lateFeeRate} of the amount per day, never more than the amount itself. On an early return, rent not yet due is dropped and {earlyReturnFee} of it is due as an early termination fee.',
    'La Parte B paga cada cuota completa y a tiempo; una cuota vencida genera un recargo del {lateFeeRate} diario, nunca superior al importe. En una devolución anticipada, el alquiler no vencido se anula y se debe un {earlyReturnFee} de él como penalización.',
    'La partie B paie chaque échéance à temps ; tout retard entraîne une pénalité de {lateFeeRate} par jour, jamais plus que le montant dû. En cas de retour anticipé, les loyers non échus sont annulés et {earlyReturnFee} de ceux-ci sont dus au titre de la résiliation.',
  ),
  l(
    '租期内租赁物所有权归甲方，乙方不得转租、出售、抵押或拆解。',
    '租期內租賃物所有權歸甲方，乙方不得轉租、出售、抵押或拆解。',
    'The device belongs to Party A during the term; Party B may not sublet, sell, pledge or dismantle it.',
    'El dispositivo pertenece a la Parte A durante el plazo; la Parte B no puede subarrendarlo, venderlo, pignorarlo ni desmontarlo.',
    'L’appareil appartient à la partie A pendant la durée ; la partie B ne peut ni le sous-louer, ni le vendre, ni le gager, ni le démonter.',
  ),
  l(
    '租期届满，乙方应在 3 日内归还租赁物或申请买断；归还时由甲方验机。',
    '租期屆滿，乙方應在 3 日內歸還租賃物或申請買斷；歸還時由甲方驗機。',
    'At the end of the term Party B returns the device within 3 days or buys it out; Party A inspects returned devices.',
    'Al final del plazo la Parte B devuelve el dispositivo en 3 días o lo compra; la Parte A inspecciona las devoluciones.',
    'À la fin de la durée, la partie B rend l’appareil sous 3 jours ou le rachète ; la partie A contrôle les retours.',
  ),
  l(
    '因乙方原因造成损坏的，乙方承担维修费用；丢失、被盗或全损的，{lossCompensation}。已购保障服务的按服务约定处理。',
    '因乙方原因造成損壞的，乙方負擔維修費用；遺失、被竊或全損的，{lossCompensation}。已購保障服務的依服務約定處理。',
    'Party B pays for repairing damage it causes; if the device is lost, stolen or a total loss, {lossCompensation}. Purchased protection services apply as agreed.',
    'La Parte B paga la reparación de los daños que cause; si el dispositivo se pierde, es robado o es pérdida total, {lossCompensation}. Los servicios de protección contratados se aplican según lo acordado.',
    'La partie B paie la réparation des dommages qu’elle cause ; en cas de perte, de vol ou de perte totale, {lossCompensation}. Les services de protection souscrits s’appliquent comme convenu.',
  ),
];

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Deliberately dangerous markup so the client's sanitizing can be tested; never sent unless asked for. */
export const HOSTILE_HTML = [
  '<script>window.__contractXss = true; alert("xss")</script>',
  '<img src="x" onerror="window.__contractXss = true">',
  '<a href="javascript:window.__contractXss = true">点击查看补充条款</a>',
  '<img src="https://tracker.example.com/pixel.gif?leak=1" alt="tracker">',
  '<iframe src="https://evil.example.com/phish"></iframe>',
  '<div onclick="window.__contractXss = true" style="background:url(javascript:alert(1))">click</div>',
].join('\n');

function lesseeOf(order: OrderRecord, server: ServerContext) {
  const user = server.store.users.get(order.userId);
  return {
    name: maskName(user?.realName ?? null) ?? user?.nickName ?? '',
    mobile: maskMobile(user?.mobile ?? null),
  };
}

export function contractMeta(order: OrderRecord, server: ServerContext, lang: Lang) {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    contractNo: order.contract.contractNo,
    status: order.contract.status,
    title: tr(T.title, lang),
    signedAt: order.contract.signedAt === null ? null : new Date(order.contract.signedAt).toISOString(),
    parties: {
      lessor: { name: tr(LESSOR.name, lang), creditCode: LESSOR.creditCode },
      lessee: lesseeOf(order, server),
    },
  };
}

export function contractHtml(order: OrderRecord, server: ServerContext, lang: Lang): string {
  const e = escapeHtml;
  const t = (text: L10n): string => e(tr(text, lang));
  const meta = contractMeta(order, server, lang);
  const goods = goodsOf(order, lang);
  const a = order.amount;
  // Amounts as the contract's language writes them ("¥12.00", "12,00 ¥"); no HTML in them to escape.
  const yuan = (fen: number): string => money(fen, lang);
  const zh = lang === 'zh-CN' || lang === 'zh-TW';
  const colon = zh ? '：' : ': ';
  const sep = zh ? '；' : '; ';
  const paren = (text: string): string => (zh ? `（${text}）` : ` (${text})`);
  const rows = order.bills
    .map((b) => `<tr><td>${b.periodNo}/${b.periodTotal}</td><td>${e(b.dueDate)}</td><td>${yuan(b.amount)}</td></tr>`)
    .join('');
  return [
    `<h1>${t(T.title)}</h1>`,
    `<p>${t(T.contractNo)}${colon}${e(meta.contractNo ?? '—')}<br>${t(T.orderNo)}${colon}${e(order.orderNo)}<br>${t(T.version)}${colon}${contractVersions(order).revision}</p>`,
    `<p><strong>${t(T.lessor)}</strong>${colon}${e(meta.parties.lessor.name)}${paren(`${t(T.creditCode)} ${e(LESSOR.creditCode)}`)}</p>`,
    `<p><strong>${t(T.lessee)}</strong>${colon}${e(meta.parties.lessee.name)}${paren(`${t(T.mobile)} ${e(meta.parties.lessee.mobile)}`)}</p>`,
    `<h2>${t(T.device)}</h2>`,
    `<p>${t(T.name)}${colon}${e(goods.name)}${sep}${t(T.spec)}${colon}${e(goods.specText)}</p>`,
    `<h2>${t(T.term)}</h2>`,
    '<ul>',
    `<li>${t(T.termLabel)}${colon}${e(goods.termText)}</li>`,
    `<li>${e(ruleText(T.termStart, lang))}</li>`,
    `<li>${t(T.periodRent)}${colon}${yuan(a.periodRent)}</li>`,
    `<li>${t(T.totalRent)}${colon}${yuan(a.totalRent)}</li>`,
    `<li>${t(T.servicesFee)}${colon}${yuan(a.servicesFee)}</li>`,
    `<li>${t(T.couponDiscount)}${colon}-${yuan(a.couponDiscount)}</li>`,
    '</ul>',
    `<h2>${t(T.schedule)}</h2>`,
    `<table><thead><tr><th>${t(T.period)}</th><th>${t(T.dueDate)}</th><th>${t(T.amount)}</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<h2>${t(T.deposit)}</h2>`,
    `<p>${e(tr(T.depositLine, lang, { ...textVars(lang), deposit: yuan(a.deposit), waived: yuan(a.creditWaived), frozen: yuan(a.frozen), buyout: yuan(a.buyoutPrice) }))}</p>`,
    `<h2>${t(T.duties)}</h2>`,
    `<ol>${DUTIES.map((d) => `<li>${e(ruleText(d, lang))}</li>`).join('')}</ol>`,
  ].join('\n');
}

/**
 * The contract text exactly as served (the test fixture appended when asked), with its id and hash.
 * Once signed it is the signed document, in the language it was signed in, byte for byte.
 */
export function servedContract(
  order: OrderRecord,
  server: ServerContext,
  lang: Lang,
  fixture: ContractFixture,
): SignedDocument {
  const signed = contractVersions(order).signed;
  if (signed) return signed;
  const text = contractHtml(order, server, lang);
  const html = fixture === 'hostile' ? `${text}\n${HOSTILE_HTML}` : text;
  return { contractId: contractIdOf(order), contentHash: contentHashOf(html), lang, fixture, html };
}
