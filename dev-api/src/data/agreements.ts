import { l10n, type L10n } from '../i18n/lang';

export type AgreementType = 'user' | 'privacy' | 'rental' | 'service';

export interface AgreementSeed {
  type: AgreementType;
  title: L10n;
  version: string;
  updatedAt: string;
  sections: { heading: L10n; body: L10n }[];
}

/** The platform's agreements, as structured text (never HTML): headings and paragraphs. */
export const AGREEMENTS: readonly AgreementSeed[] = [
  {
    type: 'user',
    title: l10n('用户协议', '用戶協議', 'User Agreement', 'Acuerdo de usuario', "Conditions d'utilisation"),
    version: '2026.1',
    updatedAt: '2026-01-15',
    sections: [
      {
        heading: l10n('一、协议范围', '一、協議範圍', '1. Scope', '1. Ámbito', '1. Champ'),
        body: l10n(
          '本协议是您与优品租机之间关于使用本平台服务的约定。注册或登录即表示您已阅读并同意本协议。',
          '本協議是您與優品租機之間關於使用本平台服務的約定。註冊或登入即表示您已閱讀並同意本協議。',
          'This agreement governs your use of Youpin Rent. By registering or logging in you confirm that you have read and accept it.',
          'Este acuerdo regula el uso de Youpin Rent. Al registrarte o iniciar sesión confirmas que lo has leído y aceptado.',
          "Cet accord régit l'utilisation de Youpin Rent. En vous inscrivant ou en vous connectant, vous confirmez l'avoir lu et accepté.",
        ),
      },
      {
        heading: l10n(
          '二、账号与安全',
          '二、帳號與安全',
          '2. Account and security',
          '2. Cuenta y seguridad',
          '2. Compte et sécurité',
        ),
        body: l10n(
          '您应妥善保管账号及验证码，不得转借他人。因您保管不善造成的损失由您自行承担。',
          '您應妥善保管帳號及驗證碼，不得轉借他人。因您保管不善造成的損失由您自行承擔。',
          'Keep your account and verification codes to yourself and never lend them. Losses caused by careless keeping are your own.',
          'Guarda tu cuenta y tus códigos y no los prestes. Las pérdidas causadas por un mal cuidado corren de tu cuenta.',
          'Gardez votre compte et vos codes pour vous et ne les prêtez jamais. Les pertes dues à une négligence restent à votre charge.',
        ),
      },
      {
        heading: l10n(
          '三、实名与信用',
          '三、實名與信用',
          '3. Real name and credit',
          '3. Identidad y crédito',
          '3. Identité et crédit',
        ),
        body: l10n(
          '租赁前需完成实名认证。平台将依据您的信用评估结果决定免押额度。',
          '租賃前需完成實名認證。平台將依據您的信用評估結果決定免押額度。',
          'You must verify your identity before renting. Your credit assessment decides how much deposit is waived.',
          'Debes verificar tu identidad antes de alquilar. Tu evaluación de crédito decide cuánto depósito se exime.',
          'Vous devez vérifier votre identité avant de louer. Votre évaluation de crédit décide du dépôt dispensé.',
        ),
      },
    ],
  },
  {
    type: 'privacy',
    title: l10n('隐私政策', '隱私政策', 'Privacy Policy', 'Política de privacidad', 'Politique de confidentialité'),
    version: '2026.1',
    updatedAt: '2026-01-15',
    sections: [
      {
        heading: l10n(
          '一、我们收集的信息',
          '一、我們收集的資訊',
          '1. What we collect',
          '1. Qué recopilamos',
          '1. Ce que nous collectons',
        ),
        body: l10n(
          '手机号、身份证信息、紧急联系人及订单信息，仅用于提供租赁服务与风控。',
          '手機號碼、身分證資訊、緊急聯絡人及訂單資訊，僅用於提供租賃服務與風控。',
          'Your mobile number, ID card details, emergency contacts and orders, used only to provide rentals and manage risk.',
          'Tu móvil, tu documento, tus contactos de emergencia y tus pedidos, solo para ofrecer alquileres y gestionar el riesgo.',
          "Votre numéro, votre pièce d'identité, vos contacts d'urgence et vos commandes, uniquement pour la location et la gestion du risque.",
        ),
      },
    ],
  },
  {
    type: 'rental',
    title: l10n('租赁协议', '租賃協議', 'Rental Agreement', 'Contrato de alquiler', 'Contrat de location'),
    version: '2026.1',
    updatedAt: '2026-02-01',
    sections: [
      {
        heading: l10n(
          '一、租期与租金',
          '一、租期與租金',
          '1. Term and rent',
          '1. Plazo y alquiler',
          '1. Durée et loyer',
        ),
        body: l10n(
          '租期自签收之日起计算，租金按期支付。逾期未付将影响您的信用记录。',
          '租期自簽收之日起計算，租金按期支付。逾期未付將影響您的信用紀錄。',
          'The term starts on the day you receive the device; rent is paid per period. Late payment affects your credit record.',
          'El plazo empieza el día en que recibes el dispositivo; el alquiler se paga por periodos. Los retrasos afectan a tu historial.',
          "La durée commence à la réception de l'appareil ; le loyer se paie par période. Un retard affecte votre historique de crédit.",
        ),
      },
      {
        heading: l10n(
          '二、归还与买断',
          '二、歸還與買斷',
          '2. Return and buyout',
          '2. Devolución y compra',
          '2. Retour et rachat',
        ),
        body: l10n(
          '到期后可归还设备、续租或按约定价格买断。设备须完好，配件齐全。',
          '到期後可歸還設備、續租或按約定價格買斷。設備須完好，配件齊全。',
          'At the end of the term you may return, extend or buy out the device at the agreed price. It must be intact with all accessories.',
          'Al final puedes devolver, prorrogar o comprar el dispositivo al precio acordado. Debe estar intacto y completo.',
          "À l'échéance, vous pouvez rendre, prolonger ou racheter l'appareil au prix convenu. Il doit être intact et complet.",
        ),
      },
    ],
  },
  {
    type: 'service',
    title: l10n('增值服务协议', '增值服務協議', 'Service Agreement', 'Acuerdo de servicios', 'Accord de services'),
    version: '2026.1',
    updatedAt: '2026-02-01',
    sections: [
      {
        heading: l10n('一、服务内容', '一、服務內容', '1. What is covered', '1. Qué cubre', '1. Ce qui est couvert'),
        body: l10n(
          '碎屏保障、意外保障等增值服务按所选方案提供，具体以订单页说明为准。',
          '碎屏保障、意外保障等增值服務按所選方案提供，具體以訂單頁說明為準。',
          'Screen protection, accident cover and other services are provided as chosen; the order page gives the details.',
          'La protección de pantalla, la cobertura de accidentes y otros servicios se prestan según lo elegido; el pedido da los detalles.',
          "La protection d'écran, la garantie accident et les autres services sont fournis selon votre choix ; la commande en donne le détail.",
        ),
      },
    ],
  },
];
