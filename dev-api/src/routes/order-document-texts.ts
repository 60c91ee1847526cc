import { l10n as l, type L10n } from '../i18n/lang';
import type { OrderDocumentKind } from '../state/order-documents';

/** The words of the documents an order's end produces, in the five languages. */
export const DOC_TEXTS = {
  number: l('文件编号', '文件編號', 'Document no.', 'N.º de documento', 'N° de document'),
  issuedAt: l('出具日期', '出具日期', 'Issued', 'Emitido', 'Émis le'),
  seller: l('出卖方（甲方）', '出賣方（甲方）', 'Seller (Party A)', 'Vendedor (Parte A)', 'Vendeur (partie A)'),
  buyer: l('买受方（乙方）', '買受方（乙方）', 'Buyer (Party B)', 'Comprador (Parte B)', 'Acheteur (partie B)'),
  term: l('租期', '租期', 'Term', 'Plazo', 'Durée'),
  device: l('设备', '設備', 'Device', 'Dispositivo', 'Appareil'),
  amount: l('金额', '金額', 'Amount', 'Importe', 'Montant'),
  rentStart: l('起租日', '起租日', 'Rent started', 'Inicio del alquiler', 'Début de location'),
  returnedAt: l('归还验收日', '歸還驗收日', 'Return inspected', 'Devolución revisada', 'Retour contrôlé'),
  charges: l('费用明细', '費用明細', 'Charges', 'Cargos', 'Frais'),
  item: l('项目', '項目', 'Item', 'Concepto', 'Poste'),
  paid: l('已付', '已付', 'Paid', 'Pagado', 'Payé'),
  paidOn: l('支付日期', '支付日期', 'Paid on', 'Pagado el', 'Payé le'),
  rentRow: l(
    '第 {n}/{total} 期租金',
    '第 {n}/{total} 期租金',
    'Rent, period {n}/{total}',
    'Alquiler, periodo {n}/{total}',
    'Loyer, période {n}/{total}',
  ),
  rentAndServicesRow: l(
    '第 {n}/{total} 期租金及服务费',
    '第 {n}/{total} 期租金及服務費',
    'Rent and services, period {n}/{total}',
    'Alquiler y servicios, periodo {n}/{total}',
    'Loyer et services, période {n}/{total}',
  ),
  returnFeeRow: l(
    '提前解约费',
    '提前解約費',
    'Early termination fee',
    'Penalización por devolución anticipada',
    'Frais de résiliation anticipée',
  ),
  dropped: l(
    '提前归还：未到期的 {n} 期租金 {amount} 不再收取。',
    '提前歸還：未到期的 {n} 期租金 {amount} 不再收取。',
    'Early return: {n} periods not yet due, {amount} of rent, are not charged.',
    'Devolución anticipada: {n} periodos no vencidos, {amount} de alquiler, no se cobran.',
    'Retour anticipé : {n} périodes non échues, soit {amount} de loyer, ne sont pas facturées.',
  ),
  totals: l(
    '已付合计 {paid}；尚欠 {owed}。',
    '已付合計 {paid}；尚欠 {owed}。',
    'Paid in all: {paid}; owed: {owed}.',
    'Pagado en total: {paid}; pendiente: {owed}.',
    'Total payé : {paid} ; reste dû : {owed}.',
  ),
  depositReleased: l(
    '押金预授权 {frozen} 已于 {date} 解除冻结。',
    '押金預授權 {frozen} 已於 {date} 解除凍結。',
    'The deposit authorization of {frozen} was released on {date}.',
    'La autorización del depósito de {frozen} se liberó el {date}.',
    'L’autorisation de caution de {frozen} a été libérée le {date}.',
  ),
  noDeposit: l(
    '押金已全部由信用免除，无需解冻。',
    '押金已全部由信用免除，無需解凍。',
    'The whole deposit was waived by your credit: nothing was frozen.',
    'Todo el depósito quedó exento por crédito: no se congeló nada.',
    'Toute la caution a été dispensée sur crédit : rien n’a été gelé.',
  ),
  ownership: l(
    '自 {date} 起，上述设备的所有权归乙方所有。',
    '自 {date} 起，上述設備的所有權歸乙方所有。',
    'From {date} the device above belongs to Party B.',
    'Desde el {date} el dispositivo anterior pertenece a la Parte B.',
    'À compter du {date}, l’appareil ci-dessus appartient à la partie B.',
  ),
  basis: l(
    '本文件依据已签署的《租赁服务协议》（合同编号 {contractNo}，文本指纹 {hash}）出具；协议原文不变。',
    '本文件依據已簽署的《租賃服務協議》（合約編號 {contractNo}，文本指紋 {hash}）出具；協議原文不變。',
    'Issued under the signed Rental Service Agreement (contract {contractNo}, text fingerprint {hash}), whose text is unchanged.',
    'Emitido conforme al Contrato de servicio de alquiler firmado (contrato {contractNo}, huella {hash}), cuyo texto no cambia.',
    'Émis en application du Contrat de location signé (contrat {contractNo}, empreinte {hash}), dont le texte reste inchangé.',
  ),
} satisfies Record<string, L10n>;

export const DOC_TITLES: Record<OrderDocumentKind, L10n> = {
  settlement: l(
    '租赁结算单',
    '租賃結算單',
    'Settlement statement',
    'Liquidación del alquiler',
    'Décompte de fin de location',
  ),
  purchaseProof: l('购买凭证', '購買憑證', 'Proof of purchase', 'Justificante de compra', 'Justificatif d’achat'),
  renewalAgreement: l(
    '续租补充协议',
    '續租補充協議',
    'Renewal supplementary agreement',
    'Acuerdo complementario de renovación',
    'Avenant de renouvellement',
  ),
};

/** A schedule row's item: its rent, or its rent and services when the period carries them. */
export const periodRow = (bill: { periodNo: number; periodTotal: number; serviceAmount: number }) =>
  [
    bill.serviceAmount > 0 ? DOC_TEXTS.rentAndServicesRow : DOC_TEXTS.rentRow,
    { n: bill.periodNo, total: bill.periodTotal },
  ] as const;
