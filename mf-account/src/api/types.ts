/**
 * The account's wire shapes (docs/api-contract.md, "Login and the renter", "Account"), each declared
 * once as a schema: the client checks every answer against it and the type is inferred from it.
 * The order contract's shapes are in contract-types.ts, the chat's and the messages' in their own.
 */
import { REAL_NAME_STATUSES, UserInfoSchema, v, WholeSchema } from '@rental/shared';

const RealNameStatusSchema = v.picklist(REAL_NAME_STATUSES);

/** What a login answers: the token (never empty: that would log the renter in as nobody) and its profile. */
export const LoginSessionSchema = v.object({
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  expiresIn: WholeSchema,
  userInfo: UserInfoSchema,
});
export type LoginSession = v.InferOutput<typeof LoginSessionSchema>;

/** A texted code's lifetime and when another may be asked for, in seconds. */
export const SmsSentSchema = v.object({ expiresIn: WholeSchema, resendAfter: WholeSchema });
export type SmsSent = v.InferOutput<typeof SmsSentSchema>;

export const RELATIONS = ['parent', 'spouse', 'child', 'sibling', 'relative', 'friend', 'colleague'] as const;
export type Relation = (typeof RELATIONS)[number];

const EmergencyContactSchema = v.object({ relation: v.picklist(RELATIONS), name: v.string(), mobile: v.string() });
export type EmergencyContact = v.InferOutput<typeof EmergencyContactSchema>;

/** What is on file, as reading and saving the list both answer it. */
export const ContactListSchema = v.object({ contacts: v.array(EmergencyContactSchema) });
export type ContactList = v.InferOutput<typeof ContactListSchema>;

/** A refused save's `data`: which contact (from 0) and why. */
export const ContactRefusalSchema = v.object({
  index: v.pipe(WholeSchema, v.minValue(0)),
  reason: v.picklist(['invalid', 'own', 'duplicate']),
});
export type ContactRefusal = v.InferOutput<typeof ContactRefusalSchema>;

export const UploadedFileSchema = v.object({ fileId: v.string() });
export type UploadedFile = v.InferOutput<typeof UploadedFileSchema>;

export const IdFrontSchema = v.object({
  side: v.literal('front'),
  name: v.string(),
  idNumber: v.string(),
  gender: v.string(),
  birthDate: v.string(),
  address: v.string(),
});
export type IdFront = v.InferOutput<typeof IdFrontSchema>;

export const IdBackSchema = v.object({
  side: v.literal('back'),
  authority: v.string(),
  validFrom: v.string(),
  /** `YYYY-MM-DD` or `long` (长期). */
  validTo: v.string(),
});
export type IdBack = v.InferOutput<typeof IdBackSchema>;

/** What `POST /api/client/auth/submit` takes. */
export interface RealNameForm {
  name: string;
  idNumber: string;
  validFrom: string;
  validTo: string;
  frontFileId: string;
  backFileId: string;
}

export const RealNameSubmittedSchema = v.object({ realNameStatus: RealNameStatusSchema });
export type RealNameSubmitted = v.InferOutput<typeof RealNameSubmittedSchema>;

/** A submission refused for a name or number other than what OCR read on the photo side. */
export const NotOnCardSchema = v.object({ field: v.picklist(['name', 'idNumber']), reason: v.literal('notOnCard') });

/** A started face check: the id the wallet verifies against. */
export const FaceStartedSchema = v.object({ certifyId: v.string() });
export type FaceStarted = v.InferOutput<typeof FaceStartedSchema>;

export const FaceResultSchema = v.object({
  passed: v.boolean(),
  realNameStatus: RealNameStatusSchema,
  userInfo: UserInfoSchema,
});
export type FaceResult = v.InferOutput<typeof FaceResultSchema>;

export const AGREEMENT_TYPES = ['user', 'privacy', 'rental', 'service'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

const AgreementSectionSchema = v.object({ heading: v.string(), paragraphs: v.array(v.string()) });
export type AgreementSection = v.InferOutput<typeof AgreementSectionSchema>;

export const AgreementSchema = v.object({
  type: v.picklist(AGREEMENT_TYPES),
  title: v.string(),
  version: v.string(),
  updatedAt: v.string(),
  sections: v.array(AgreementSectionSchema),
});
export type Agreement = v.InferOutput<typeof AgreementSchema>;

const CommonQuestionSchema = v.object({
  id: WholeSchema,
  category: v.string(),
  question: v.string(),
  answer: v.string(),
});
export type CommonQuestion = v.InferOutput<typeof CommonQuestionSchema>;
export const CommonQuestionsSchema = v.array(CommonQuestionSchema);

/** The kinds of feedback, in the order the page offers them (the server accepts these alone). */
export const FEEDBACK_TYPES = ['product', 'order', 'service', 'app', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** What `POST /api/client/complaint/submit` takes. */
export interface Complaint {
  type: FeedbackType;
  content: string;
  contact: string;
  /** Uploaded screenshots (`/api/client/put-file`), at most three. */
  imageIds?: string[];
}

export const ComplaintCreatedSchema = v.object({ id: WholeSchema });
export type ComplaintCreated = v.InferOutput<typeof ComplaintCreatedSchema>;
