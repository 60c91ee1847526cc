/** The account shapes of the dev API's login, profile, identity, contract and help calls (docs/api-contract.md). */
import type { RealNameStatus, UserInfo } from '@rental/shared';
import type { Relation } from '../lib/contact-rules';

/** What a login answers: the token and the profile it belongs to. */
export interface LoginSession {
  accessToken: string;
  expiresIn: number;
  userInfo: UserInfo;
}

/** A texted code's lifetime and when another may be asked for, in seconds. */
export interface SmsSent {
  expiresIn: number;
  resendAfter: number;
}

export interface EmergencyContact {
  relation: Relation;
  name: string;
  mobile: string;
}

/** What is on file, as reading and saving the list both answer it. */
export interface ContactList {
  contacts: EmergencyContact[];
}

export interface IdFront {
  side: 'front';
  name: string;
  idNumber: string;
  gender: string;
  birthDate: string;
  address: string;
}

export interface IdBack {
  side: 'back';
  authority: string;
  validFrom: string;
  /** `YYYY-MM-DD` or `long` (长期). */
  validTo: string;
}

export interface RealNameForm {
  name: string;
  idNumber: string;
  validFrom: string;
  validTo: string;
  frontFileId: string;
  backFileId: string;
}

export interface RealNameSubmitted {
  realNameStatus: RealNameStatus;
}

/** A started face check: the id the wallet verifies against. */
export interface FaceStarted {
  certifyId: string;
}

export interface FaceResult {
  passed: boolean;
  realNameStatus: RealNameStatus;
  userInfo: UserInfo;
}

export type ContractStatus = 'none' | 'signing' | 'signed';

export interface ContractMeta {
  orderId: number;
  orderNo: string;
  contractNo: string | null;
  status: ContractStatus;
  title: string;
  signedAt: string | null;
}

/** Which text the renter read: signing names it, and the server refuses any other. */
export interface ShownContract {
  contractId: string;
  /** sha256 (hex) of exactly the markup served. */
  contentHash: string;
}

export interface ContractHtml extends ShownContract {
  orderId: number;
  contractNo: string | null;
  title: string;
  html: string;
  /** The text's language: a signed contract stays in the language it was signed in. */
  lang?: string;
}

/** A document beside the order's contract (its end's settlement or proof, a renewal's agreement), as listed. */
export interface OrderDocumentEntry {
  docId: string;
  kind: 'settlement' | 'purchaseProof' | 'renewalAgreement';
  title: string;
  issuedAt: string;
}

/** One such document, frozen when issued, in the language of the signed contract. */
export interface OrderDocument extends OrderDocumentEntry {
  orderId: number;
  lang: string;
  contentHash: string;
  html: string;
}

/** The e-signature provider's page to show. */
export interface ContractCreated {
  signUrl: string;
}

export interface ContractCheck {
  signed: boolean;
}

/** What the contract page reads of `POST /api/order/detail`: the order's state code. */
export interface OrderState {
  status: string;
}

/** One of the renter's signed contracts (`GET /api/contract/list`). */
export interface SignedContract extends ContractMeta {
  contractNo: string;
  signedAt: string;
  goods: { name: string; specText: string };
}

export type AgreementType = 'user' | 'privacy' | 'rental' | 'service';

export interface Agreement {
  type: AgreementType;
  title: string;
  version: string;
  updatedAt: string;
  sections: AgreementSection[];
}

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface CommonQuestion {
  id: number;
  category: string;
  question: string;
  answer: string;
}

/** The kinds of feedback, in the order the page offers them (the server accepts these alone). */
export const FEEDBACK_TYPES = ['product', 'order', 'service', 'app', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface Complaint {
  type: FeedbackType;
  content: string;
  contact: string;
  /** Uploaded screenshots (`/api/client/put-file`), at most three. */
  imageIds?: string[];
}

export interface ComplaintCreated {
  id: number;
}

export interface UploadedFile {
  fileId: string;
}
