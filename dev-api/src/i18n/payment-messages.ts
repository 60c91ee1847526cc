import { l10n as l, type L10n } from './lang';

/** Business errors of the payment, card and checkout calls. */
export const PAYMENT_MESSAGES = {
  tradeNotFound: l(
    '支付单不存在',
    '支付單不存在',
    'No such payment',
    'Este pago no existe',
    "Ce paiement n'existe pas",
  ),
  billAlreadyPaid: l(
    '该账单已支付',
    '該帳單已支付',
    'This bill has already been paid',
    'Esta factura ya está pagada',
    'Cette échéance est déjà payée',
  ),
  billOutOfOrder: l(
    '请先支付更早的账单',
    '請先支付更早的帳單',
    'Please pay the earlier bills first',
    'Paga primero las facturas anteriores',
    "Veuillez d'abord payer les échéances précédentes",
  ),
  nothingToPay: l(
    '该订单无需支付',
    '該訂單無需支付',
    'There is nothing to pay on this order',
    'No hay nada que pagar en este pedido',
    "Il n'y a rien à payer sur cette commande",
  ),
  billPaying: l(
    '该账单正在支付中，请稍后查看结果',
    '該帳單正在支付中，請稍後查看結果',
    'This bill is being paid, please check the result shortly',
    'Esta factura se está pagando, consulta el resultado en breve',
    'Cette échéance est en cours de paiement, vérifiez le résultat sous peu',
  ),
  tradeNotOpen: l(
    '该支付单已结束，请重新发起支付',
    '該支付單已結束，請重新發起支付',
    'This payment has ended, please start a new one',
    'Este pago ha terminado, inicia uno nuevo',
    'Ce paiement est terminé, veuillez en lancer un nouveau',
  ),
  tradeNeedsCard: l(
    '请先选择银行卡',
    '請先選擇銀行卡',
    'Please choose a bank card first',
    'Elige primero una tarjeta bancaria',
    "Veuillez d'abord choisir une carte bancaire",
  ),
  payCodeWrong: l(
    '验证码错误，还可尝试 {left} 次',
    '驗證碼錯誤，還可嘗試 {left} 次',
    'Wrong verification code, {left} attempts left',
    'Código incorrecto, te quedan {left} intentos',
    'Code incorrect, encore {left} essais',
  ),
  payCodeVoid: l(
    '验证码已失效，请重新获取',
    '驗證碼已失效，請重新取得',
    'The verification code is no longer valid, please request a new one',
    'El código ya no es válido, solicita uno nuevo',
    "Le code n'est plus valide, demandez-en un nouveau",
  ),
  payCodeNotSent: l(
    '请先获取验证码',
    '請先取得驗證碼',
    'Please request a verification code first',
    'Solicita primero un código de verificación',
    "Veuillez d'abord demander un code de vérification",
  ),
  payCodeThrottled: l(
    '发送过于频繁，请 {seconds} 秒后再试',
    '傳送過於頻繁，請 {seconds} 秒後再試',
    'Too many requests, please try again in {seconds} s',
    'Demasiadas solicitudes, inténtalo de nuevo en {seconds} s',
    'Trop de demandes, réessayez dans {seconds} s',
  ),
  cardNoInvalid: l(
    '请输入正确的银行卡号',
    '請輸入正確的銀行卡號',
    'Please enter a valid bank card number',
    'Introduce un número de tarjeta válido',
    'Veuillez saisir un numéro de carte valide',
  ),
  cardBankUnsupported: l(
    '暂不支持该银行卡，请换一张',
    '暫不支援該銀行卡，請換一張',
    'This card is not supported, please use another one',
    'Esta tarjeta no es compatible, usa otra',
    "Cette carte n'est pas prise en charge, utilisez-en une autre",
  ),
  cardHolderInvalid: l(
    '请输入持卡人姓名（2–20 个字）',
    '請輸入持卡人姓名（2–20 個字）',
    'Please enter the cardholder name (2–20 characters)',
    'Introduce el nombre del titular (2–20 caracteres)',
    'Veuillez saisir le nom du titulaire (2 à 20 caractères)',
  ),
  cardPhoneInvalid: l(
    '请输入正确的预留手机号',
    '請輸入正確的預留手機號碼',
    'Please enter the valid mobile number registered with the bank',
    'Introduce el móvil válido registrado en el banco',
    'Veuillez saisir le numéro de mobile valide enregistré à la banque',
  ),
  cardAlreadyBound: l(
    '该银行卡已绑定',
    '該銀行卡已綁定',
    'This card is already linked',
    'Esta tarjeta ya está vinculada',
    'Cette carte est déjà associée',
  ),
  cardInUse: l(
    '该卡有一笔支付正在处理，请在结果出来后再解绑',
    '該卡有一筆支付正在處理，請在結果出來後再解綁',
    'A payment with this card is still being processed; unlink it once the result is in',
    'Hay un pago con esta tarjeta en curso; desvincúlala cuando tengas el resultado',
    'Un paiement avec cette carte est en cours ; dissociez-la une fois le résultat connu',
  ),
  cardNotFound: l(
    '银行卡不存在',
    '銀行卡不存在',
    'No such bank card',
    'Esta tarjeta no existe',
    "Cette carte n'existe pas",
  ),
  cardNotBound: l(
    '请先完成银行卡验证',
    '請先完成銀行卡驗證',
    'Please verify this card first',
    'Verifica primero esta tarjeta',
    "Veuillez d'abord vérifier cette carte",
  ),
  testAuthOff: l(
    '测试授权未开启',
    '測試授權未開啟',
    'Test authorization is turned off',
    'La autorización de prueba está desactivada',
    "L'autorisation de test est désactivée",
  ),
} satisfies Record<string, L10n>;

/** Why a trade ended without money moving; answered as `failReason` in the caller's language. */
export const TRADE_FAIL_REASONS = {
  cancelled: l(
    '您已取消支付',
    '您已取消支付',
    'You cancelled the payment',
    'Cancelaste el pago',
    'Vous avez annulé le paiement',
  ),
  failed: l(
    '支付失败，请稍后重试',
    '支付失敗，請稍後重試',
    'The payment failed, please try again later',
    'El pago ha fallado, inténtalo más tarde',
    'Le paiement a échoué, réessayez plus tard',
  ),
  network: l(
    '网络异常，支付未完成',
    '網路異常，支付未完成',
    'Network error, the payment was not completed',
    'Error de red, el pago no se completó',
    "Erreur réseau, le paiement n'a pas abouti",
  ),
  declined: l(
    '银行扣款失败，请换一张卡或稍后重试',
    '銀行扣款失敗，請換一張卡或稍後重試',
    'The bank declined the payment, try another card or later',
    'El banco rechazó el pago, prueba otra tarjeta o más tarde',
    'La banque a refusé le paiement, essayez une autre carte ou plus tard',
  ),
  expired: l(
    '支付超时，已自动关闭',
    '支付逾時，已自動關閉',
    'The payment timed out and was closed',
    'El pago caducó y se cerró',
    'Le paiement a expiré et a été clôturé',
  ),
  replaced: l(
    '已重新发起支付',
    '已重新發起支付',
    'Replaced by a new payment',
    'Sustituido por un pago nuevo',
    'Remplacé par un nouveau paiement',
  ),
} satisfies Record<string, L10n>;

export type TradeFailCode = keyof typeof TRADE_FAIL_REASONS;

export const BREAKDOWN_LABELS = {
  rent: l('租金', '租金', 'Rent', 'Alquiler', 'Loyer'),
  services: l('增值服务', '加值服務', 'Services', 'Servicios', 'Services'),
  discount: l('优惠', '優惠', 'Discount', 'Descuento', 'Réduction'),
  lateFee: l('逾期违约金', '逾期違約金', 'Late fee', 'Recargo por demora', 'Pénalité de retard'),
} satisfies Record<string, L10n>;
