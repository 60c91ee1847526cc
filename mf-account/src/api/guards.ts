import {
  isArrayOf,
  isBoolean,
  isInteger,
  isOneOf,
  isRecord,
  isString,
  isStringArray,
  isStringOrNull,
  type OrderCounts,
  type RealNameStatus,
  type UserInfo,
} from '@rental/shared';
import { RELATIONS } from '../lib/contact-rules';
import type {
  Agreement,
  AgreementSection,
  CommonQuestion,
  ComplaintCreated,
  ContactList,
  ContractCheck,
  ContractCreated,
  ContractHtml,
  ContractMeta,
  ContractStatus,
  EmergencyContact,
  FaceResult,
  FaceStarted,
  IdBack,
  IdFront,
  LoginSession,
  OrderDocument,
  OrderDocumentEntry,
  OrderState,
  RealNameSubmitted,
  SignedContract,
  SmsSent,
  UploadedFile,
} from './types';

const REAL_NAME_STATUSES: readonly RealNameStatus[] = ['none', 'ocr_done', 'face_pending', 'verified', 'failed'];
const CONTRACT_STATUSES: readonly ContractStatus[] = ['none', 'signing', 'signed'];
const ORDER_COUNT_KEYS: readonly (keyof OrderCounts)[] = [
  'pendingPay',
  'pendingShip',
  'shipped',
  'inRent',
  'returning',
  'toAuthorize',
  'toSign',
  'toPay',
  'pending',
  'renting',
];

const isCount = (v: unknown): v is number => isInteger(v) && v >= 0;

function isOrderCounts(v: unknown): v is OrderCounts {
  return isRecord(v) && ORDER_COUNT_KEYS.every((key) => isCount(v[key]));
}

const isRealNameStatus = (v: unknown): v is RealNameStatus => isOneOf(REAL_NAME_STATUSES, v);

/** The contract's `ClientInfo`, as `/api/client/info` and `/api/login/submit` answer it. */
export function isClientInfo(v: unknown): v is UserInfo {
  return (
    isRecord(v) &&
    isInteger(v.userId) &&
    isString(v.nickName) &&
    isString(v.avatar) &&
    isString(v.mobileMasked) &&
    isRealNameStatus(v.realNameStatus) &&
    isStringOrNull(v.realNameMasked) &&
    isCount(v.couponCount) &&
    isOrderCounts(v.orderCounts)
  );
}

/** A session is only one with a token: an empty one would log the renter in as nobody. */
export function isLoginSession(v: unknown): v is LoginSession {
  return (
    isRecord(v) && isString(v.accessToken) && v.accessToken !== '' && isInteger(v.expiresIn) && isClientInfo(v.userInfo)
  );
}

export const isSmsSent = (v: unknown): v is SmsSent =>
  isRecord(v) && isInteger(v.expiresIn) && isInteger(v.resendAfter);

const isContact = (v: unknown): v is EmergencyContact =>
  isRecord(v) && isOneOf(RELATIONS, v.relation) && isString(v.name) && isString(v.mobile);

export const isContacts = (v: unknown): v is ContactList => isRecord(v) && isArrayOf(v.contacts, isContact);

export const isUploadedFile = (v: unknown): v is UploadedFile => isRecord(v) && isString(v.fileId);

export const isIdFront = (v: unknown): v is IdFront =>
  isRecord(v) && v.side === 'front' && isString(v.name) && isString(v.idNumber);

export const isIdBack = (v: unknown): v is IdBack =>
  isRecord(v) && v.side === 'back' && isString(v.validFrom) && isString(v.validTo);

export const isRealNameSubmitted = (v: unknown): v is RealNameSubmitted =>
  isRecord(v) && isRealNameStatus(v.realNameStatus);

export const isFaceStarted = (v: unknown): v is FaceStarted => isRecord(v) && isString(v.certifyId);

export const isFaceResult = (v: unknown): v is FaceResult =>
  isRecord(v) && isBoolean(v.passed) && isRealNameStatus(v.realNameStatus) && isClientInfo(v.userInfo);

export const isContractMeta = (v: unknown): v is ContractMeta =>
  isRecord(v) &&
  isInteger(v.orderId) &&
  isString(v.title) &&
  isStringOrNull(v.contractNo) &&
  isOneOf(CONTRACT_STATUSES, v.status);

export const isContractHtml = (v: unknown): v is ContractHtml =>
  isRecord(v) &&
  isString(v.html) &&
  isString(v.contractId) &&
  isString(v.contentHash) &&
  (v.lang === undefined || isString(v.lang));

const isOrderDocumentEntry = (v: unknown): v is OrderDocumentEntry =>
  isRecord(v) &&
  isString(v.docId) &&
  (v.kind === 'settlement' || v.kind === 'purchaseProof' || v.kind === 'renewalAgreement') &&
  isString(v.title) &&
  isString(v.issuedAt);

export const isOrderDocuments = (v: unknown): v is OrderDocumentEntry[] => isArrayOf(v, isOrderDocumentEntry);

export const isOrderDocument = (v: unknown): v is OrderDocument =>
  isOrderDocumentEntry(v) && isRecord(v) && isString(v.html) && isString(v.lang) && isString(v.contentHash);

export const isContractCreated = (v: unknown): v is ContractCreated => isRecord(v) && isString(v.signUrl);

export const isContractCheck = (v: unknown): v is ContractCheck => isRecord(v) && isBoolean(v.signed);

export const isOrderState = (v: unknown): v is OrderState => isRecord(v) && isString(v.status);

const isSignedContract = (v: unknown): v is SignedContract =>
  isContractMeta(v) && isRecord(v) && isString(v.contractNo) && isString(v.signedAt) && isRecord(v.goods);

export const isSignedContracts = (v: unknown): v is SignedContract[] => isArrayOf(v, isSignedContract);

const isAgreementSection = (v: unknown): v is AgreementSection =>
  isRecord(v) && isString(v.heading) && isStringArray(v.paragraphs);

export const isAgreement = (v: unknown): v is Agreement =>
  isRecord(v) && isString(v.title) && isString(v.updatedAt) && isArrayOf(v.sections, isAgreementSection);

const isCommonQuestion = (v: unknown): v is CommonQuestion =>
  isRecord(v) && isInteger(v.id) && isString(v.category) && isString(v.question) && isString(v.answer);

export const isCommonQuestions = (v: unknown): v is CommonQuestion[] => isArrayOf(v, isCommonQuestion);

export const isComplaintCreated = (v: unknown): v is ComplaintCreated => isRecord(v) && isInteger(v.id);
