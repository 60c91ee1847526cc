import { l10n, type L10n } from '../i18n/lang';
import type { DeviceKind } from './categories';

const l = l10n;

const COMMON_NOTES: L10n[] = [
  l(
    '信用评估通过即可免押金，最高免 {waiverCap}；未免除的部分以预授权冻结，不会扣款；{depositRelease}。',
    '信用評估通過即可免押金，最高免 {waiverCap}；未免除的部分以預授權凍結，不會扣款；{depositRelease}。',
    'Pass the credit check and the deposit is waived up to {waiverCap}; any remainder is only frozen, never charged, and {depositRelease}.',
    'Si superas la evaluación de crédito, se exime el depósito hasta {waiverCap}; el resto solo se congela, nunca se cobra, y {depositRelease}.',
    "Si l'évaluation de crédit est validée, la caution est offerte jusqu'à {waiverCap} ; le reste est seulement bloqué, jamais débité, et {depositRelease}.",
  ),
  l(
    '下单需完成实名认证与人脸核验，并签署电子租赁合同。',
    '下單需完成實名認證與人臉核驗，並簽署電子租賃合約。',
    'Orders need real-name verification, a face check and a signed electronic rental contract.',
    'Para alquilar necesitas verificar tu identidad, pasar un control facial y firmar el contrato electrónico.',
    "Une commande exige la vérification d'identité, un contrôle facial et la signature du contrat électronique.",
  ),
];

export const RENTAL_NOTES: Record<'day' | 'month', L10n[]> = {
  month: [
    ...COMMON_NOTES,
    l(
      '租金按月分期支付：首期在签约后支付，其余各期每月同一日到期，请在到期日前在订单的账单中支付。',
      '租金按月分期支付：首期在簽約後支付，其餘各期每月同一日到期，請在到期日前於訂單的帳單中支付。',
      "Rent is paid monthly: the first installment after signing; each later one falls due on the same day each month, and you pay it from the order's bills by then.",
      'El alquiler se paga cada mes: la primera cuota tras firmar; las demás vencen el mismo día de cada mes y las pagas desde las facturas del pedido antes de esa fecha.',
      'Le loyer est mensuel : première échéance après la signature ; les suivantes sont dues le même jour chaque mois et se règlent depuis les factures de la commande avant cette date.',
    ),
    l(
      '租期届满可选择归还，或按到期买断价买断；{earlyBuyoutTotal} = {buyoutFormula}。提前归还：已到期账单照付，未到期租金不再收取，另收其 {earlyReturnFee} 作为提前解约费。',
      '租期屆滿可選擇歸還，或按到期買斷價買斷；{earlyBuyoutTotal} = {buyoutFormula}。提前歸還：已到期帳單照付，未到期租金不再收取，另收其 {earlyReturnFee} 作為提前解約費。',
      'At the end of the term you can return the device or buy it at its end-of-term buyout price. Buying out earlier: {earlyBuyoutTotal} = {buyoutFormula}. Early return: bills already due are paid, rent not yet due is dropped and {earlyReturnFee} of it is charged as an early termination fee.',
      'Al final del plazo puedes devolver el equipo o comprarlo a su precio de compra al vencimiento. Compra antes de tiempo: {earlyBuyoutTotal} = {buyoutFormula}. Devolución anticipada: las facturas vencidas se pagan, el alquiler no vencido se anula y se cobra un {earlyReturnFee} de él como penalización.',
      "Au terme de la location, vous pouvez rendre l'appareil ou le racheter à son prix de rachat en fin de contrat. Rachat avant terme : {earlyBuyoutTotal} = {buyoutFormula}. Retour anticipé : les échéances dues restent à payer, les loyers non échus sont annulés et {earlyReturnFee} de ceux-ci sont facturés.",
    ),
    l(
      '逾期未付将按每日 {lateFeeRate} 收取逾期费，并可能影响信用记录。',
      '逾期未付將按每日 {lateFeeRate} 收取逾期費，並可能影響信用紀錄。',
      'Late installments incur a fee of {lateFeeRate} per day and may affect your credit record.',
      'Las cuotas atrasadas generan un recargo del {lateFeeRate} diario y pueden afectar a tu historial de crédito.',
      'Tout retard de paiement entraîne des frais de {lateFeeRate} par jour et peut affecter votre dossier de crédit.',
    ),
  ],
  day: [
    ...COMMON_NOTES,
    l(
      '短租按天计费，租金在签约后一次付清；{rentStart}。',
      '短租按天計費，租金在簽約後一次付清；{rentStart}。',
      'Short rentals are charged by the day and paid in one go after signing; {rentStart}.',
      'El alquiler corto se cobra por días y se paga de una vez tras firmar; {rentStart}.',
      'La location courte est facturée à la journée et payée en une fois après signature ; {rentStart}.',
    ),
    l(
      '到期后请在 1 天内寄回，顺丰到付；超出的天数按日租金计收。',
      '到期後請在 1 天內寄回，順豐到付；超出的天數按日租金計收。',
      'Ship it back within 1 day of the end date, postage paid by us; extra days are charged at the daily rent.',
      'Envíalo en el día siguiente al fin del plazo, con portes pagados; cada día de más se cobra a la tarifa diaria.',
      'Renvoyez-le dans la journée suivant la fin, port payé par nous ; chaque jour en plus est facturé au loyer journalier.',
    ),
  ],
};

export const DETAIL_HEADINGS = {
  highlights: l('核心参数', '核心規格', 'Key specs', 'Especificaciones', 'Caractéristiques'),
  box: l('包装清单', '包裝清單', "What's in the box", 'Contenido de la caja', 'Contenu de la boîte'),
  process: l(
    '租赁流程',
    '租賃流程',
    'How renting works',
    'Cómo funciona el alquiler',
    'Comment fonctionne la location',
  ),
  grading: l('成色说明', '成色說明', 'Condition grades', 'Estados del equipo', "États de l'appareil"),
};

export const PROCESS_STEPS: L10n[] = [
  l(
    '选择规格与租期，提交订单',
    '選擇規格與租期，提交訂單',
    'Pick the model and term, then place the order',
    'Elige modelo y plazo y haz el pedido',
    'Choisissez le modèle et la durée, puis commandez',
  ),
  l(
    '实名认证、信用免押评估',
    '實名認證、信用免押評估',
    'Verify your identity; credit check for a deposit-free rental',
    'Verifica tu identidad; evaluación de crédito sin depósito',
    'Vérifiez votre identité ; évaluation de crédit sans caution',
  ),
  l(
    '签署电子合同，支付首期租金',
    '簽署電子合約，支付首期租金',
    'Sign the contract and pay the first installment',
    'Firma el contrato y paga la primera cuota',
    'Signez le contrat et payez la première échéance',
  ),
  l(
    '顺丰包邮发货；{rentStart}',
    '順豐包郵出貨；{rentStart}',
    'Free express delivery; {rentStart}',
    'Envío urgente gratuito; {rentStart}',
    'Livraison express offerte ; {rentStart}',
  ),
  l(
    '到期归还或买断',
    '到期歸還或買斷',
    'Return it or buy it out at the end',
    'Devuélvelo o cómpralo al final',
    "Rendez-le ou rachetez-le à l'échéance",
  ),
];

export const GRADING: L10n[] = [
  l(
    '全新：原封未激活，官方全国联保。',
    '全新：原封未啟用，官方全國保固。',
    'Brand new: sealed and never activated, with the official warranty.',
    'Nuevo: precintado y sin activar, con garantía oficial.',
    'Neuf : scellé, jamais activé, garantie officielle.',
  ),
  l(
    '99新：官方翻新或短租回收，外观无明显划痕，电池健康度 ≥ 90%。',
    '99新：官方翻新或短租回收，外觀無明顯刮痕，電池健康度 ≥ 90%。',
    'Like new: refurbished or from a short rental, no visible scratches, battery health ≥ 90%.',
    'Como nuevo: reacondicionado o de alquiler corto, sin arañazos visibles, batería ≥ 90 %.',
    'Comme neuf : reconditionné ou issu d’une location courte, sans rayure visible, batterie ≥ 90 %.',
  ),
];

const CABLE = l('充电线', '充電線', 'Charging cable', 'Cable de carga', 'Câble de charge');
const MANUAL = l(
  '说明书与租赁凭证',
  '說明書與租賃憑證',
  'Manual and rental slip',
  'Manual y resguardo de alquiler',
  'Notice et bon de location',
);

export const BOX_CONTENTS: Record<DeviceKind, L10n[]> = {
  phone: [
    l('手机', '手機', 'Phone', 'Móvil', 'Téléphone'),
    CABLE,
    l('取卡针', '取卡針', 'SIM tool', 'Extractor de SIM', 'Outil SIM'),
    MANUAL,
  ],
  tablet: [
    l('平板电脑', '平板電腦', 'Tablet', 'Tableta', 'Tablette'),
    CABLE,
    l('电源适配器', '電源轉接器', 'Power adapter', 'Adaptador de corriente', 'Adaptateur secteur'),
    MANUAL,
  ],
  laptop: [
    l('笔记本电脑', '筆記型電腦', 'Laptop', 'Portátil', 'Ordinateur portable'),
    l('电源适配器', '電源轉接器', 'Power adapter', 'Adaptador de corriente', 'Adaptateur secteur'),
    CABLE,
    MANUAL,
  ],
  handheld: [
    l('主机', '主機', 'Console', 'Consola', 'Console'),
    l('底座 / 充电器', '底座 / 充電器', 'Dock / charger', 'Base / cargador', 'Station / chargeur'),
    l('HDMI 线', 'HDMI 線', 'HDMI cable', 'Cable HDMI', 'Câble HDMI'),
    MANUAL,
  ],
  console: [
    l('主机', '主機', 'Console', 'Consola', 'Console'),
    l('无线手柄', '無線手把', 'Wireless controller', 'Mando inalámbrico', 'Manette sans fil'),
    l(
      'HDMI 线与电源线',
      'HDMI 線與電源線',
      'HDMI and power cables',
      'Cables HDMI y de alimentación',
      'Câbles HDMI et secteur',
    ),
    MANUAL,
  ],
  camera: [
    l('相机机身', '相機機身', 'Camera body', 'Cuerpo de cámara', 'Boîtier'),
    l('电池 ×2', '電池 ×2', 'Battery ×2', 'Batería ×2', 'Batterie ×2'),
    l('64GB 存储卡', '64GB 記憶卡', '64 GB memory card', 'Tarjeta de 64 GB', 'Carte mémoire 64 Go'),
    l('相机背带', '相機背帶', 'Strap', 'Correa', 'Sangle'),
    MANUAL,
  ],
  action: [
    l('相机', '相機', 'Camera', 'Cámara', 'Caméra'),
    l('电池 / 手柄', '電池 / 手把', 'Battery / grip', 'Batería / empuñadura', 'Batterie / poignée'),
    l('64GB 存储卡', '64GB 記憶卡', '64 GB memory card', 'Tarjeta de 64 GB', 'Carte mémoire 64 Go'),
    CABLE,
    MANUAL,
  ],
  earbuds: [
    l(
      '耳机与充电盒',
      '耳機與充電盒',
      'Earbuds and charging case',
      'Auriculares y estuche de carga',
      'Écouteurs et boîtier de charge',
    ),
    l('耳塞套 S/M/L', '耳塞套 S/M/L', 'Ear tips S/M/L', 'Almohadillas S/M/L', 'Embouts S/M/L'),
    CABLE,
    MANUAL,
  ],
  headphones: [
    l('耳机', '耳機', 'Headphones', 'Cascos', 'Casque'),
    l('收纳包', '收納包', 'Carry case', 'Funda', 'Étui'),
    CABLE,
    MANUAL,
  ],
  watch: [
    l('手表', '手錶', 'Watch', 'Reloj', 'Montre'),
    l('表带', '錶帶', 'Band', 'Correa', 'Bracelet'),
    l('磁力充电线', '磁力充電線', 'Magnetic charger', 'Cargador magnético', 'Chargeur magnétique'),
    MANUAL,
  ],
  drone: [
    l('无人机', '無人機', 'Drone', 'Dron', 'Drone'),
    l('遥控器', '遙控器', 'Remote controller', 'Mando', 'Radiocommande'),
    l('智能飞行电池', '智慧飛行電池', 'Flight battery', 'Batería de vuelo', 'Batterie de vol'),
    l('备用桨叶', '備用槳葉', 'Spare propellers', 'Hélices de repuesto', 'Hélices de rechange'),
    MANUAL,
  ],
};
