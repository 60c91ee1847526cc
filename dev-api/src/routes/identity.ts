import { IDCARD_BACK, IDCARD_FRONT, type IdFrontRead } from '../data/idcard-fixture';
import { readIdCardSide } from '../data/idcard-read';
import { currentUser } from '../http/current-user';
import { BizError } from '../http/envelope';
import { isFilePart } from '../http/multipart';
import { readParam, requireString } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import { tr, type Lang } from '../i18n/lang';
import { accountState, isIdNumber, newCertifyId, newFileId, type IdSide, type UploadedFile } from '../state/account';
import { toClientInfo } from '../state/client-info';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SIDE_NAMES = {
  front: { 'zh-CN': '人像面', 'zh-TW': '人像面', en: 'photo side', es: 'anverso', fr: 'recto' },
  back: { 'zh-CN': '国徽面', 'zh-TW': '國徽面', en: 'emblem side', es: 'reverso', fr: 'verso' },
} as const;

function readUpload(ctx: ApiContext): { card: IdSide | null; size: number } {
  const file = ctx.body.file;
  if (!isFilePart(file) || file.data.length === 0) throw new BizError(400, 'fileMissing');
  if (file.data.length > MAX_FILE_BYTES) throw new BizError(400, 'bodyTooLarge');
  return { card: readIdCardSide(file.data), size: file.data.length };
}

function ownFile(ctx: ApiContext, name: string, userId: number): UploadedFile {
  const file = accountState(ctx.server.store).files.get(requireString(ctx, name, 64));
  if (!file || file.userId !== userId) throw new BizError(400, 'fileNotFound');
  return file;
}

/** Refuses a file that is not a readable photo of `side`. */
function checkSide(file: UploadedFile, side: IdSide, lang: Lang): void {
  if (file.card === null) throw new BizError(400, 'ocrUnreadable');
  if (file.card !== side) throw new BizError(400, 'ocrWrongSide', { side: tr(SIDE_NAMES[side], lang) });
}

/** What OCR read on the photo side: the card the submission is checked against. */
function frontRead(file: UploadedFile, lang: Lang): IdFrontRead {
  checkSide(file, 'front', lang);
  if (!file.front) throw new BizError(400, 'ocrUnreadable');
  return file.front;
}

const sameName = (typed: string, read: string): boolean =>
  typed.replace(/\s+/g, ' ').toUpperCase() === read.trim().replace(/\s+/g, ' ').toUpperCase();

/** The name and number verified are the photographed card's: anything else is refused at its field. */
function requireOnCard(read: IdFrontRead, name: string, idNumber: string): void {
  if (!sameName(name, read.name))
    throw new BizError(400, 'nameNotOnCard', undefined, { field: 'name', reason: 'notOnCard' });
  if (idNumber !== read.idNumber.toUpperCase())
    throw new BizError(400, 'idNumberNotOnCard', undefined, { field: 'idNumber', reason: 'notOnCard' });
}

function requireSide(ctx: ApiContext): IdSide {
  const side = readParam(ctx, 'side')?.trim();
  if (side !== 'front' && side !== 'back') throw new BizError(400, 'badParam', { name: 'side' });
  return side;
}

const MIN_RENTER_AGE = 18;

/** Full years from the birth date in a (valid) ID number to `now`. */
function ageOn(idNumber: string, now: number): number {
  const birth = `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
  const today = new Date(now).toISOString().slice(0, 10);
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const IDENTITY_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/client/put-file',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const { card, size } = readUpload(ctx);
      const fileId = newFileId();
      const state = accountState(ctx.server.store);
      state.files.set(fileId, {
        fileId,
        userId: user.userId,
        card,
        front: card === 'front' ? (state.nextFronts.shift() ?? IDCARD_FRONT) : null,
        size,
        uploadedAt: ctx.server.clock.now(),
      });
      return { fileId };
    },
  },
  {
    method: 'POST',
    path: '/api/client/idcard/ocr',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const side = requireSide(ctx);
      const file = ownFile(ctx, 'fileId', user.userId);
      if (side === 'front') return { side, ...frontRead(file, ctx.lang) };
      checkSide(file, side, ctx.lang);
      return { side, ...IDCARD_BACK };
    },
  },
  {
    method: 'POST',
    path: '/api/client/auth/submit',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const state = accountState(ctx.server.store);
      if (user.realNameStatus === 'verified') throw new BizError(409, 'alreadyVerified');
      const name = readParam(ctx, 'name')?.trim() ?? '';
      if (!/^[\u4e00-\u9fa5·]{2,20}$|^[A-Za-z][A-Za-z .'-]{1,39}$/.test(name)) throw new BizError(400, 'nameInvalid');
      const idNumber = (readParam(ctx, 'idNumber') ?? '').trim().toUpperCase();
      if (!isIdNumber(idNumber)) throw new BizError(400, 'idNumberInvalid');
      if (ageOn(idNumber, ctx.server.clock.now()) < MIN_RENTER_AGE) throw new BizError(400, 'idNumberUnderAge');
      const validFrom = readParam(ctx, 'validFrom')?.trim() ?? '';
      const validTo = readParam(ctx, 'validTo')?.trim() ?? '';
      if (!validDate(validFrom) || (validTo !== 'long' && (!validDate(validTo) || validTo <= validFrom)))
        throw new BizError(400, 'validityInvalid');
      const today = new Date(ctx.server.clock.now()).toISOString().slice(0, 10);
      if (validTo !== 'long' && validTo < today) throw new BizError(400, 'idCardExpired');
      const front = ownFile(ctx, 'frontFileId', user.userId);
      const back = ownFile(ctx, 'backFileId', user.userId);
      const read = frontRead(front, ctx.lang);
      requireOnCard(read, name, idNumber);
      for (const [other, record] of state.identities)
        if (other !== user.userId && record.idNumber === idNumber) {
          const owner = ctx.server.store.users.get(other);
          if (owner?.realNameStatus === 'verified') throw new BizError(409, 'idNumberTaken');
        }
      state.identities.set(user.userId, {
        name: read.name,
        idNumber,
        validFrom,
        validTo,
        frontFileId: front.fileId,
        backFileId: back.fileId,
        submittedAt: ctx.server.clock.now(),
      });
      user.realNameStatus = 'ocr_done';
      return { realNameStatus: user.realNameStatus };
    },
  },
  {
    method: 'POST',
    path: '/api/client/auth/face',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      if (user.realNameStatus === 'verified') throw new BizError(409, 'alreadyVerified');
      const state = accountState(ctx.server.store);
      const identity = state.identities.get(user.userId);
      if (!identity) throw new BizError(400, 'authNotSubmitted');
      const certifyId = newCertifyId();
      state.faces.set(certifyId, {
        certifyId,
        userId: user.userId,
        name: identity.name,
        idNumber: identity.idNumber,
        reported: null,
        createdAt: ctx.server.clock.now(),
      });
      user.realNameStatus = 'face_pending';
      return { certifyId };
    },
  },
  {
    method: 'POST',
    path: '/api/client/face/put',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const face = accountState(ctx.server.store).faces.get(requireString(ctx, 'certifyId', 64));
      if (!face || face.userId !== user.userId) throw new BizError(400, 'certifyUnknown');
      face.reported = requireString(ctx, 'resultCode', 8);
      return null;
    },
  },
  {
    method: 'POST',
    path: '/api/client/face/result',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const state = accountState(ctx.server.store);
      const certifyId = requireString(ctx, 'certifyId', 64);
      const face = state.faces.get(certifyId);
      if (!face || face.userId !== user.userId) throw new BizError(400, 'certifyUnknown');
      // A check started before another card was submitted vouches for the earlier card only.
      const identity = state.identities.get(user.userId);
      if (!identity || identity.idNumber !== face.idNumber || identity.name !== face.name)
        throw new BizError(400, 'certifyUnknown');
      // The wallet's own record decides, never what the page reported.
      const calls = ctx.server.store.walletCalls.filter((c) => c.action === 'face' && c.subject === certifyId);
      const last = calls[calls.length - 1];
      if (last?.resultCode === '9000') {
        user.realNameStatus = 'verified';
        user.realName = face.name;
      } else if (last) {
        user.realNameStatus = 'failed';
      }
      const info = toClientInfo(user, ctx.server.store, ctx.server.clock.now());
      return { passed: user.realNameStatus === 'verified', realNameStatus: info.realNameStatus, userInfo: info };
    },
  },
];
