import { l10n as l, type L10n } from './lang';

/** Refusals of the server rules that guard placing, approving and signing. */
export const GUARD_MESSAGES = {
  verificationRequired: l(
    '请先完成实名认证和人脸识别',
    '請先完成實名認證和人臉辨識',
    'Please complete real-name and face verification first',
    'Completa primero la verificación de identidad y facial',
    'Veuillez d’abord terminer la vérification d’identité et faciale',
  ),
  contractChanged: l(
    '合同内容已更新，请阅读新版本后再签署',
    '合約內容已更新，請閱讀新版本後再簽署',
    'The contract has changed since you opened it; please read the new version before signing',
    'El contrato ha cambiado desde que lo abriste; lee la nueva versión antes de firmar',
    'Le contrat a changé depuis son ouverture ; lisez la nouvelle version avant de signer',
  ),
  contractNotShown: l(
    '请先阅读合同，再签署',
    '請先閱讀合約，再簽署',
    'Please read the contract before signing it',
    'Lee el contrato antes de firmarlo',
    'Veuillez lire le contrat avant de le signer',
  ),
} satisfies Record<string, L10n>;
