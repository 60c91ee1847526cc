import { ACCOUNT_MESSAGES } from './account-messages';
import { CATALOG_MESSAGES } from './catalog-messages';
import { CHAT_MESSAGES } from './chat-texts';
import { GUARD_MESSAGES } from './guard-messages';
import { ORDER_MESSAGES } from './order-messages';
import { PAYMENT_MESSAGES } from './payment-messages';
import type { L10n } from './lang';

export const MESSAGES = {
  ok: { 'zh-CN': '操作成功', 'zh-TW': '操作成功', en: 'OK', es: 'Correcto', fr: 'Succès' },
  clientUnauthorized: {
    'zh-CN': '客户端未授权',
    'zh-TW': '用戶端未授權',
    en: 'Client unauthorized',
    es: 'Cliente no autorizado',
    fr: 'Client non autorisé',
  },
  loginRequired: {
    'zh-CN': '请先登录',
    'zh-TW': '請先登入',
    en: 'Please log in first',
    es: 'Inicia sesión primero',
    fr: 'Veuillez vous connecter',
  },
  tokenInvalid: {
    'zh-CN': '登录已失效，请重新登录',
    'zh-TW': '登入已失效，請重新登入',
    en: 'Your session has expired, please log in again',
    es: 'Tu sesión ha caducado, vuelve a iniciar sesión',
    fr: 'Votre session a expiré, veuillez vous reconnecter',
  },
  serverError: {
    'zh-CN': '服务器异常!',
    'zh-TW': '伺服器異常!',
    en: 'Server error!',
    es: '¡Error del servidor!',
    fr: 'Erreur du serveur !',
  },
  apiNotFound: {
    'zh-CN': '接口不存在',
    'zh-TW': '介面不存在',
    en: 'No such API',
    es: 'Esta API no existe',
    fr: "Cette API n'existe pas",
  },
  methodNotAllowed: {
    'zh-CN': '请求方式不支持',
    'zh-TW': '不支援的請求方式',
    en: 'Method not allowed',
    es: 'Método no permitido',
    fr: 'Méthode non autorisée',
  },
  badParam: {
    'zh-CN': '参数错误：{name}',
    'zh-TW': '參數錯誤：{name}',
    en: 'Invalid parameter: {name}',
    es: 'Parámetro no válido: {name}',
    fr: 'Paramètre invalide : {name}',
  },
  badBody: {
    'zh-CN': '请求内容无法解析',
    'zh-TW': '請求內容無法解析',
    en: 'The request body could not be read',
    es: 'No se pudo leer el cuerpo de la solicitud',
    fr: 'Le corps de la requête est illisible',
  },
  bodyTooLarge: {
    'zh-CN': '请求内容过大',
    'zh-TW': '請求內容過大',
    en: 'The request body is too large',
    es: 'El cuerpo de la solicitud es demasiado grande',
    fr: 'Le corps de la requête est trop volumineux',
  },
  goodsNotFound: {
    'zh-CN': '商品不存在或已下架',
    'zh-TW': '商品不存在或已下架',
    en: 'This item does not exist or is no longer available',
    es: 'Este artículo no existe o ya no está disponible',
    fr: "Cet article n'existe pas ou n'est plus disponible",
  },
  categoryNotFound: {
    'zh-CN': '分类不存在',
    'zh-TW': '分類不存在',
    en: 'This category does not exist',
    es: 'Esta categoría no existe',
    fr: "Cette catégorie n'existe pas",
  },
  unknownDictionary: {
    'zh-CN': '未知的字典类型：{type}',
    'zh-TW': '未知的字典類型：{type}',
    en: 'Unknown dictionary type: {type}',
    es: 'Tipo de diccionario desconocido: {type}',
    fr: 'Type de dictionnaire inconnu : {type}',
  },
  mobileInvalid: {
    'zh-CN': '请输入正确的手机号',
    'zh-TW': '請輸入正確的手機號碼',
    en: 'Please enter a valid mobile number',
    es: 'Introduce un número de móvil válido',
    fr: 'Veuillez saisir un numéro de mobile valide',
  },
  smsThrottled: {
    'zh-CN': '发送过于频繁，请 {seconds} 秒后再试',
    'zh-TW': '傳送過於頻繁，請 {seconds} 秒後再試',
    en: 'Too many requests, please try again in {seconds} s',
    es: 'Demasiadas solicitudes, inténtalo de nuevo en {seconds} s',
    fr: 'Trop de demandes, réessayez dans {seconds} s',
  },
  smsNotSent: {
    'zh-CN': '请先获取验证码',
    'zh-TW': '請先取得驗證碼',
    en: 'Please request a verification code first',
    es: 'Solicita primero un código de verificación',
    fr: "Veuillez d'abord demander un code de vérification",
  },
  smsWrong: {
    'zh-CN': '验证码错误，还可尝试 {left} 次',
    'zh-TW': '驗證碼錯誤，還可嘗試 {left} 次',
    en: 'Wrong verification code, {left} attempts left',
    es: 'Código incorrecto, te quedan {left} intentos',
    fr: 'Code incorrect, encore {left} essais',
  },
  smsVoid: {
    'zh-CN': '验证码错误次数过多，请重新获取',
    'zh-TW': '驗證碼錯誤次數過多，請重新取得',
    en: 'Too many wrong attempts, please request a new code',
    es: 'Demasiados intentos fallidos, solicita un código nuevo',
    fr: 'Trop de tentatives erronées, demandez un nouveau code',
  },
  smsExpired: {
    'zh-CN': '验证码已过期，请重新获取',
    'zh-TW': '驗證碼已過期，請重新取得',
    en: 'The verification code has expired, please request a new one',
    es: 'El código ha caducado, solicita uno nuevo',
    fr: 'Le code a expiré, demandez-en un nouveau',
  },
  authCodeInvalid: {
    'zh-CN': '授权码无效或已过期，请重新授权',
    'zh-TW': '授權碼無效或已過期，請重新授權',
    en: 'The authorization code is invalid or has expired, please authorize again',
    es: 'El código de autorización no es válido o ha caducado, vuelve a autorizar',
    fr: "Le code d'autorisation est invalide ou a expiré, veuillez réautoriser",
  },
  grantTypeUnsupported: {
    'zh-CN': '不支持的登录方式',
    'zh-TW': '不支援的登入方式',
    en: 'Unsupported login method',
    es: 'Método de inicio de sesión no admitido',
    fr: 'Mode de connexion non pris en charge',
  },
  ...ACCOUNT_MESSAGES,
  ...CATALOG_MESSAGES,
  ...CHAT_MESSAGES,
  ...GUARD_MESSAGES,
  ...ORDER_MESSAGES,
  ...PAYMENT_MESSAGES,
} satisfies Record<string, L10n>;

export type MessageKey = keyof typeof MESSAGES;
