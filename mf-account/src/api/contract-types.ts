/**
 * The order's contract and the documents beside it, as the dev API answers them (docs/orders.md,
 * "GET /api/contract/order" onwards; docs/api-contract.md, "Orders and payments: server rules").
 */
import { v, WholeSchema } from '@rental/shared';

export const CONTRACT_STATUSES = ['none', 'signing', 'signed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const ContractMetaSchema = v.object({
  orderId: WholeSchema,
  orderNo: v.string(),
  contractNo: v.nullable(v.string()),
  status: v.picklist(CONTRACT_STATUSES),
  title: v.string(),
  signedAt: v.nullable(v.string()),
});
export type ContractMeta = v.InferOutput<typeof ContractMetaSchema>;

/** Which text the renter read: signing names it, and the server refuses any other. */
const ShownContractSchema = v.object({
  contractId: v.string(),
  /** sha256 (hex) of exactly the markup served. */
  contentHash: v.string(),
});
export type ShownContract = v.InferOutput<typeof ShownContractSchema>;

export const ContractHtmlSchema = v.object({
  ...ShownContractSchema.entries,
  orderId: WholeSchema,
  contractNo: v.nullable(v.string()),
  title: v.string(),
  html: v.string(),
  /** The text's language: a signed contract stays in the language it was signed in. */
  lang: v.string(),
});
export type ContractHtml = v.InferOutput<typeof ContractHtmlSchema>;

/** A signing refused for a text other than the current one (`GET /api/contract/create`, 409). */
export const ContractRefusalSchema = v.object({ reason: v.picklist(['contractChanged', 'contractNotShown']) });

/** A document beside the order's contract (its end's settlement or proof, a renewal's agreement), as listed. */
const OrderDocumentEntrySchema = v.object({
  docId: v.string(),
  kind: v.picklist(['settlement', 'purchaseProof', 'renewalAgreement']),
  title: v.string(),
  issuedAt: v.string(),
});
export type OrderDocumentEntry = v.InferOutput<typeof OrderDocumentEntrySchema>;
export const OrderDocumentsSchema = v.array(OrderDocumentEntrySchema);

/** One such document, frozen when issued, in the language of the signed contract. */
export const OrderDocumentSchema = v.object({
  ...OrderDocumentEntrySchema.entries,
  orderId: WholeSchema,
  lang: v.string(),
  contentHash: v.string(),
  html: v.string(),
});
export type OrderDocument = v.InferOutput<typeof OrderDocumentSchema>;

/** The e-signature provider's page to show. */
export const ContractCreatedSchema = v.object({ signUrl: v.string() });
export type ContractCreated = v.InferOutput<typeof ContractCreatedSchema>;

export const ContractCheckSchema = v.object({ signed: v.boolean() });
export type ContractCheck = v.InferOutput<typeof ContractCheckSchema>;

/** What the contract page reads of `POST /api/order/detail`: the order's state code. */
export const OrderStateSchema = v.object({ status: v.string() });
export type OrderState = v.InferOutput<typeof OrderStateSchema>;

/** One of the renter's signed contracts (`GET /api/contract/list`): numbered and dated. */
const SignedContractSchema = v.object({
  ...ContractMetaSchema.entries,
  contractNo: v.string(),
  signedAt: v.string(),
  goods: v.object({ name: v.string(), specText: v.string() }),
});
export type SignedContract = v.InferOutput<typeof SignedContractSchema>;
export const SignedContractsSchema = v.array(SignedContractSchema);
