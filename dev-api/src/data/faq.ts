import { l10n, type L10n } from '../i18n/lang';

const l = l10n;

const TOPIC = {
  deposit: l('押金与信用', '押金與信用', 'Deposit & credit', 'Depósito y crédito', 'Caution et crédit'),
  payment: l('租金与支付', '租金與支付', 'Rent & payment', 'Alquiler y pagos', 'Loyer et paiement'),
  returns: l('物流与归还', '物流與歸還', 'Delivery & returns', 'Envío y devolución', 'Livraison et retour'),
  buyout: l('买断与到期', '買斷與到期', 'Buyout & end of term', 'Compra y fin del plazo', 'Rachat et fin de location'),
  care: l('售后与保障', '售後與保障', 'After-sales & cover', 'Posventa y coberturas', 'SAV et garanties'),
  account: l('账户与认证', '帳戶與認證', 'Account & verification', 'Cuenta y verificación', 'Compte et vérification'),
};

export interface FaqSeed {
  id: number;
  topic: keyof typeof TOPIC;
  question: L10n;
  answer: L10n;
}

export const FAQ_TOPICS = TOPIC;

export const FAQ: FaqSeed[] = [
  {
    id: 1,
    topic: 'deposit',
    question: l(
      '什么是信用免押？',
      '什麼是信用免押？',
      'What is a deposit-free rental?',
      '¿Qué es el alquiler sin depósito?',
      "Qu'est-ce que la location sans caution ?",
    ),
    answer: l(
      '下单时平台会根据您的支付宝芝麻信用等综合评估，评估通过即可减免押金，最高免 {waiverCap}，无需预先支付；超出部分仅冻结、不扣款。',
      '下單時平台會根據您的支付寶芝麻信用等綜合評估，評估通過即可減免押金，最高免 {waiverCap}，無需預先支付；超出部分僅凍結、不扣款。',
      'When you order we run a credit assessment based on your wallet credit score. If you pass, the deposit is waived up to {waiverCap} and nothing is paid up front; any rest is only frozen, never charged.',
      'Al hacer el pedido evaluamos tu crédito a partir de la puntuación de tu monedero. Si la superas, se exime el depósito hasta {waiverCap} y no pagas nada por adelantado; el resto solo se congela, nunca se cobra.',
      'À la commande, nous évaluons votre crédit à partir du score de votre portefeuille. Si elle est validée, la caution est offerte jusqu’à {waiverCap}, sans rien avancer ; le reste est seulement bloqué, jamais débité.',
    ),
  },
  {
    id: 2,
    topic: 'deposit',
    question: l(
      '未免除的押金会被扣款吗？',
      '未免除的押金會被扣款嗎？',
      'Is the remaining deposit charged?',
      '¿Se cobra el depósito restante?',
      'La caution restante est-elle débitée ?',
    ),
    answer: l(
      '不会。剩余押金以资金预授权的方式冻结在您的账户中，不产生扣款；{depositRelease}，解除时间显示在订单详情中。',
      '不會。剩餘押金以資金預授權的方式凍結在您的帳戶中，不產生扣款；{depositRelease}，解除時間顯示在訂單詳情中。',
      'No. The remainder is only frozen in your account as a pre-authorization; {depositRelease}, and the order detail shows when.',
      'No. El resto solo queda congelado en tu cuenta como preautorización; {depositRelease}, y el detalle del pedido muestra cuándo.',
      'Non. Le reste est seulement bloqué sur votre compte sous forme de pré-autorisation ; {depositRelease}, et le détail de la commande indique quand.',
    ),
  },
  {
    id: 3,
    topic: 'payment',
    question: l(
      '租金是怎么收取的？',
      '租金是怎麼收取的？',
      'How is the rent charged?',
      '¿Cómo se cobra el alquiler?',
      'Comment se paie le loyer ?',
    ),
    answer: l(
      '按月租赁的订单分期付款：签约后支付首期，之后各期每月同一日到期，请在到期日前在订单的账单中支付；按天短租的订单在签约后一次付清。',
      '按月租賃的訂單分期付款：簽約後支付首期，之後各期每月同一日到期，請於到期日前在訂單的帳單中支付；按天短租的訂單在簽約後一次付清。',
      "Monthly rentals are paid in installments: the first after signing; each later one falls due on the same date each month, and you pay it from the order's bills by then. Daily rentals are paid in one go after signing.",
      'Los alquileres mensuales se pagan a plazos: el primero tras firmar; los demás vencen el mismo día de cada mes y los pagas desde las facturas del pedido antes de esa fecha. Los alquileres por días se pagan de una vez tras firmar.',
      'Les locations au mois se paient par échéances : la première après signature ; les suivantes sont dues à la même date chaque mois et se règlent depuis les factures de la commande avant cette date. Les locations à la journée se paient en une fois.',
    ),
  },
  {
    id: 4,
    topic: 'payment',
    question: l(
      '可以提前支付后面几期的租金吗？',
      '可以提前支付後面幾期的租金嗎？',
      'Can I pay future installments early?',
      '¿Puedo adelantar el pago de cuotas?',
      "Puis-je payer des échéances à l'avance ?",
    ),
    answer: l(
      '可以。在"我的订单-账单详情"中勾选要支付的期数，系统会从最早的一期开始结清。',
      '可以。在「我的訂單-帳單詳情」中勾選要支付的期數，系統會從最早的一期開始結清。',
      'Yes. Open My orders › Bill details, select the installments you want to pay, and they are settled starting from the earliest.',
      'Sí. En Mis pedidos › Detalle de facturas, marca las cuotas que quieras pagar; se liquidan empezando por la más antigua.',
      'Oui. Dans Mes commandes › Détail des échéances, cochez celles à régler : elles sont soldées en commençant par la plus ancienne.',
    ),
  },
  {
    id: 5,
    topic: 'payment',
    question: l(
      '逾期未付会怎样？',
      '逾期未付會怎樣？',
      'What happens if I pay late?',
      '¿Qué pasa si pago tarde?',
      'Que se passe-t-il en cas de retard ?',
    ),
    answer: l(
      '逾期账单每日按应付金额的 {lateFeeRate} 收取逾期费（总额不超过逾期金额），并可能上报信用记录。补缴后订单的逾期标记会自动消除。',
      '逾期帳單每日按應付金額的 {lateFeeRate} 收取逾期費（總額不超過逾期金額），並可能上報信用紀錄。補繳後訂單的逾期標記會自動消除。',
      'A late bill costs {lateFeeRate} of the amount due per day (never more than the amount itself) and may be reported to your credit record. The overdue flag clears as soon as you pay.',
      'Una factura atrasada genera un {lateFeeRate} diario del importe (nunca más que el propio importe) y puede constar en tu historial de crédito. La marca de retraso desaparece al pagar.',
      "Une échéance en retard coûte {lateFeeRate} du montant dû par jour (jamais plus que le montant lui-même) et peut être signalée à votre dossier de crédit. L'indicateur de retard disparaît dès le paiement.",
    ),
  },
  {
    id: 6,
    topic: 'returns',
    question: l(
      '租期结束后如何归还？',
      '租期結束後如何歸還？',
      'How do I return the device?',
      '¿Cómo devuelvo el equipo?',
      "Comment rendre l'appareil ?",
    ),
    answer: l(
      '在订单详情点击"申请归还"，按页面提供的商家地址寄回并填写快递单号即可，顺丰到付无需垫付运费。',
      '在訂單詳情點擊「申請歸還」，按頁面提供的商家地址寄回並填寫快遞單號即可，順豐到付無需墊付運費。',
      'Tap "Return" in the order detail, ship the device to the merchant address shown and enter the tracking number. Postage is paid by us.',
      'Pulsa «Devolver» en el detalle del pedido, envía el equipo a la dirección indicada e introduce el número de seguimiento. Los portes corren de nuestra cuenta.',
      "Touchez « Retour » dans le détail de la commande, envoyez l'appareil à l'adresse indiquée et saisissez le numéro de suivi. Le port est à notre charge.",
    ),
  },
  {
    id: 7,
    topic: 'care',
    question: l(
      '归还时设备有损坏怎么办？',
      '歸還時設備有損壞怎麼辦？',
      'What if the device is damaged when I return it?',
      '¿Y si el equipo está dañado al devolverlo?',
      "Et si l'appareil est abîmé au retour ?",
    ),
    answer: l(
      '正常使用的轻微磨损不收费；人为损坏将按官方维修价格收取费用。已购买意外保障或碎屏保障的，由保障承担。',
      '正常使用的輕微磨損不收費；人為損壞將按官方維修價格收取費用。已購買意外保障或碎屏保障的，由保障負擔。',
      'Light wear from normal use is free. Accidental damage is charged at the official repair price, unless you took accident or screen cover, which pays for it.',
      'El desgaste leve por uso normal no se cobra. Los daños se cobran a precio oficial de reparación, salvo si contrataste la cobertura de accidentes o de pantalla.',
      "L'usure légère due à un usage normal est gratuite. Les dommages sont facturés au tarif officiel de réparation, sauf si vous avez pris la garantie accident ou écran.",
    ),
  },
  {
    id: 8,
    topic: 'buyout',
    question: l(
      '可以买断设备吗？价格怎么算？',
      '可以買斷設備嗎？價格怎麼算？',
      'Can I buy the device? How is the price set?',
      '¿Puedo comprar el equipo? ¿Cómo se calcula el precio?',
      "Puis-je racheter l'appareil ? Comment est fixé le prix ?",
    ),
    answer: l(
      '可以。租期届满按商品页标注的到期买断价买断；{earlyBuyoutTotal} = {buyoutFormula}；在订单详情点“申请买断”即可先看报价与明细，确认后再支付。',
      '可以。租期屆滿按商品頁標註的到期買斷價買斷；{earlyBuyoutTotal} = {buyoutFormula}；在訂單詳情點「申請買斷」即可先看報價與明細，確認後再支付。',
      'Yes. At the end of the term you pay the end-of-term buyout price shown on the product page. Buying out earlier: {earlyBuyoutTotal} = {buyoutFormula}; tap Buy out in the order detail to see the quote and its breakdown before you pay.',
      'Sí. Al final del plazo pagas el precio de compra al vencimiento indicado en el producto. Compra antes de tiempo: {earlyBuyoutTotal} = {buyoutFormula}; en el pedido pulsa Comprar para ver el presupuesto y su desglose antes de pagar.',
      'Oui. Au terme de la location, vous payez le prix de rachat en fin de contrat indiqué sur la fiche. Rachat avant terme : {earlyBuyoutTotal} = {buyoutFormula} ; touchez Racheter dans la commande pour voir le devis détaillé avant de payer.',
    ),
  },
  {
    id: 9,
    topic: 'buyout',
    question: l(
      '租期到了还想继续用，怎么办？',
      '租期到了還想繼續用，怎麼辦？',
      'I want to keep the device after the term. What can I do?',
      'Quiero quedarme el equipo después del plazo, ¿qué hago?',
      "Je veux garder l'appareil après la fin de la location, que faire ?",
    ),
    answer: l(
      '可以续租：租期最后 {renewalDays} 天内（或已到期未归还时）在订单详情点“续租”，选择续租期限，查看租金与新的到期日，签署补充协议即可。也可以买断：点“申请买断”，先看报价，付清后设备归您所有。其他问题请拨打客服热线 {customerPhone}。',
      '可以續租：租期最後 {renewalDays} 天內（或已到期未歸還時）在訂單詳情點「續租」，選擇續租期限，查看租金與新的到期日，簽署補充協議即可。也可以買斷：點「申請買斷」，先看報價，付清後設備歸您所有。其他問題請撥打客服專線 {customerPhone}。',
      'Renew it: in the last {renewalDays} days of the term (or once it has ended and the device is still with you), tap Renew in the order detail, choose the extra term, check the rent and new end date, and sign the supplementary agreement. Or buy it out: tap Buy out to see the quote; once it is paid, the device is yours. For anything else, call customer service on {customerPhone}.',
      'Puedes renovarlo: en los últimos {renewalDays} días del plazo (o si ya terminó y aún tienes el equipo), pulsa Renovar en el pedido, elige el plazo extra, revisa el alquiler y la nueva fecha de fin y firma el acuerdo complementario. O cómpralo: pulsa Comprar para ver el presupuesto; una vez pagado, el equipo es tuyo. Para cualquier otra cosa, llama a atención al cliente al {customerPhone}.',
      "Renouvelez-la : dans les {renewalDays} derniers jours de la location (ou une fois terminée si vous avez encore l'appareil), touchez Renouveler dans la commande, choisissez la durée, vérifiez le loyer et la nouvelle date de fin, puis signez l'avenant. Ou rachetez-le : touchez Racheter pour voir le devis ; une fois payé, l'appareil est à vous. Pour toute autre question, appelez le service client au {customerPhone}.",
    ),
  },
  {
    id: 10,
    topic: 'account',
    question: l(
      '为什么需要实名认证和人脸识别？',
      '為什麼需要實名認證和人臉識別？',
      'Why do I need real-name verification and a face check?',
      '¿Por qué necesito verificar mi identidad y el rostro?',
      "Pourquoi une vérification d'identité et un contrôle facial ?",
    ),
    answer: l(
      '租赁合同需由本人签署，实名认证与人脸识别用于确认是您本人下单，保障您的账户与资金安全。信息加密存储，仅用于本次租赁。',
      '租賃合約需由本人簽署，實名認證與人臉識別用於確認是您本人下單，保障您的帳戶與資金安全。資訊加密儲存，僅用於本次租賃。',
      'The rental contract must be signed by you in person. Verification confirms that you placed the order and protects your account. Data is encrypted and used only for this rental.',
      'El contrato debe firmarlo el titular. La verificación confirma que eres tú quien hace el pedido y protege tu cuenta. Los datos se cifran y solo se usan para este alquiler.',
      "Le contrat doit être signé par vous-même. La vérification confirme que vous êtes l'auteur de la commande et protège votre compte. Les données sont chiffrées et servent uniquement à cette location.",
    ),
  },
  {
    id: 11,
    topic: 'account',
    question: l(
      '电子合同在哪里查看？有法律效力吗？',
      '電子合約在哪裡查看？有法律效力嗎？',
      'Where is my contract, and is it legally binding?',
      '¿Dónde está mi contrato y tiene validez legal?',
      'Où trouver mon contrat, et a-t-il valeur légale ?',
    ),
    answer: l(
      '签署后的合同可在订单详情的"查看合同"中随时查看与下载。电子合同经 CA 认证签章，与纸质合同具有同等法律效力。',
      '簽署後的合約可在訂單詳情的「查看合約」中隨時查看與下載。電子合約經 CA 認證簽章，與紙本合約具有同等法律效力。',
      'Signed contracts are under "View contract" in the order detail, ready to read or download. They carry a certified e-signature and are as binding as paper.',
      'Los contratos firmados están en «Ver contrato» dentro del pedido, para leer o descargar. Llevan firma electrónica certificada y valen igual que en papel.',
      'Les contrats signés se trouvent sous « Voir le contrat » dans le détail de la commande. Ils portent une signature électronique certifiée et valent un contrat papier.',
    ),
  },
  {
    id: 12,
    topic: 'care',
    question: l(
      '收到的设备有问题怎么办？',
      '收到的設備有問題怎麼辦？',
      'The device I received has a problem. What now?',
      'El equipo recibido tiene un problema, ¿qué hago?',
      "L'appareil reçu a un problème, que faire ?",
    ),
    answer: l(
      '签收后 7 天内发现非人为的质量问题，可联系客服免费换新；超过 7 天由官方保修或平台售后负责维修。',
      '簽收後 7 天內發現非人為的品質問題，可聯絡客服免費換新；超過 7 天由官方保固或平台售後負責維修。',
      'If a fault not caused by you shows up within 7 days of delivery, customer service swaps the device for free. After that, the official warranty or our after-sales team repairs it.',
      'Si aparece un fallo no causado por ti en los 7 días siguientes a la entrega, te lo cambiamos gratis. Después, lo repara la garantía oficial o nuestro servicio posventa.',
      "Si un défaut qui ne vous est pas imputable apparaît sous 7 jours, le service client remplace l'appareil gratuitement. Ensuite, la garantie officielle ou notre SAV le répare.",
    ),
  },
  {
    id: 13,
    topic: 'returns',
    question: l(
      '可以提前归还吗？要付多少？',
      '可以提前歸還嗎？要付多少？',
      'Can I return the device early? What does it cost?',
      '¿Puedo devolver el equipo antes? ¿Cuánto cuesta?',
      "Puis-je rendre l'appareil plus tôt ? Combien cela coûte-t-il ?",
    ),
    answer: l(
      '可以。已到期的账单仍需支付，未到期的租金不再收取，另收未到期租金的 {earlyReturnFee} 作为提前解约费。申请前，归还页面会列出需支付的每一笔金额。',
      '可以。已到期的帳單仍需支付，未到期的租金不再收取，另收未到期租金的 {earlyReturnFee} 作為提前解約費。申請前，歸還頁面會列出需支付的每一筆金額。',
      'Yes. Bills already due are still paid; rent not yet due is dropped, and an early termination fee of {earlyReturnFee} of that rent applies. The return page lists every amount before you apply.',
      'Sí. Las facturas ya vencidas se pagan; el alquiler aún no vencido se anula y se cobra una penalización del {earlyReturnFee} de ese alquiler. La página de devolución muestra cada importe antes de solicitarla.',
      "Oui. Les échéances déjà dues restent à payer ; les loyers non échus sont annulés et des frais de {earlyReturnFee} de ces loyers s'appliquent. La page de retour détaille chaque montant avant votre demande.",
    ),
  },
];
