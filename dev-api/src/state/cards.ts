import { BANKS, binOf, luhnValid, maskCardNo, type CardType } from '../data/banks';
import { BizError } from '../http/envelope';
import { tr, type Lang } from '../i18n/lang';
import { checkCode, issueCode, type CodeRecord } from './payment-codes';
import { maskMobile, maskName, type Store } from './store';

/** A card as the server keeps it; the full number never leaves the server once saved. */
export interface CardRecord {
  id: number;
  userId: number;
  no: string;
  bankCode: string;
  cardType: CardType;
  holderName: string;
  reservedPhone: string;
  status: 'pending' | 'bound' | 'unbound';
  createdAt: number;
  sms: CodeRecord | null;
}

interface CardState {
  cards: CardRecord[];
  nextId: number;
  /** orderId → the card its later installments deduct from. */
  orderCards: Map<number, number>;
}

/** Mainland mobile numbers: 1, then 3–9, then nine digits. */
const MOBILE = /^1[3-9]\d{9}$/;

const states = new WeakMap<Store, CardState>();

export function cardState(store: Store): CardState {
  let state = states.get(store);
  if (!state) {
    state = { cards: [], nextId: 5001, orderCards: new Map() };
    states.set(store, state);
  }
  return state;
}

const fieldError = (
  key: 'cardNoInvalid' | 'cardBankUnsupported' | 'cardHolderInvalid' | 'cardPhoneInvalid',
  field: string,
) => new BizError(400, key, undefined, { field });

/** Digits only: renters type card numbers in groups of four. */
export function normalizeCardNo(raw: unknown): string {
  const no = typeof raw === 'string' || typeof raw === 'number' ? String(raw).replace(/[\s-]/g, '') : '';
  if (!/^\d{16,19}$/.test(no) || !luhnValid(no)) throw fieldError('cardNoInvalid', 'no');
  return no;
}

export interface CardInput {
  no: string;
  holderName: string;
  reservedPhone: string;
}

/** `verifiedName`: the renter's real name once verified; the card is theirs, so it is the holder unless typed. */
export function parseCardInput(body: Record<string, unknown>, verifiedName: string | null = null): CardInput {
  const no = normalizeCardNo(body.no);
  if (!binOf(no)) throw fieldError('cardBankUnsupported', 'no');
  const typed = typeof body.holderName === 'string' ? body.holderName.trim() : '';
  const holderName = typed || verifiedName || '';
  if ([...holderName].length < 2 || [...holderName].length > 20 || /[\d<>]/.test(holderName))
    throw fieldError('cardHolderInvalid', 'holderName');
  const reservedPhone = typeof body.reservedPhone === 'string' ? body.reservedPhone.replace(/\s/g, '') : '';
  if (!MOBILE.test(reservedPhone)) throw fieldError('cardPhoneInvalid', 'reservedPhone');
  return { no, holderName, reservedPhone };
}

export function userCards(store: Store, userId: number): CardRecord[] {
  return cardState(store).cards.filter((c) => c.userId === userId);
}

/** Stores the card as pending (or refreshes a pending one); a card already bound is refused. */
export function saveCard(store: Store, userId: number, input: CardInput, now: number): CardRecord {
  const mine = userCards(store, userId).filter((c) => c.no === input.no);
  if (mine.some((c) => c.status === 'bound')) throw new BizError(409, 'cardAlreadyBound');
  const hit = binOf(input.no);
  if (!hit) throw fieldError('cardBankUnsupported', 'no');
  const pending = mine[0];
  if (pending) {
    Object.assign(pending, { holderName: input.holderName, reservedPhone: input.reservedPhone, sms: null });
    return pending;
  }
  const state = cardState(store);
  const card: CardRecord = {
    id: state.nextId++,
    userId,
    ...input,
    bankCode: hit.bank.code,
    cardType: hit.type,
    status: 'pending',
    createdAt: now,
    sms: null,
  };
  state.cards.push(card);
  return card;
}

function pendingCard(store: Store, userId: number, no: string): CardRecord {
  const mine = userCards(store, userId).filter((c) => c.no === no);
  if (mine.some((c) => c.status === 'bound')) throw new BizError(409, 'cardAlreadyBound');
  const card = mine[0];
  if (!card) throw new BizError(404, 'cardNotFound');
  return card;
}

export function sendBindCode(store: Store, userId: number, no: string, now: number): CardRecord {
  const card = pendingCard(store, userId, no);
  card.sms = issueCode(card.sms, card.reservedPhone, now);
  return card;
}

export function bindCard(store: Store, userId: number, no: string, code: string, now: number): CardRecord {
  const card = pendingCard(store, userId, no);
  checkCode(card.sms, code, now);
  card.status = 'bound';
  return card;
}

/** The user's bound card, else 404 (someone else's card is no different from a missing one). */
export function boundCard(store: Store, userId: number, cardId: number): CardRecord {
  const card = cardState(store).cards.find((c) => c.id === cardId && c.userId === userId);
  if (!card) throw new BizError(404, 'cardNotFound');
  if (card.status !== 'bound') throw new BizError(409, 'cardNotBound');
  return card;
}

export function cardView(card: CardRecord, lang: Lang) {
  const bank = BANKS[card.bankCode];
  return {
    id: card.id,
    cardId: card.id,
    bankName: bank ? tr(bank.name, lang) : card.bankCode,
    bankCode: card.bankCode,
    color: bank?.color ?? '#1677FF',
    cardType: card.cardType,
    cardNoMasked: maskCardNo(card.no),
    last4: card.no.slice(-4),
    holderName: maskName(card.holderName) ?? '',
    reservedPhone: maskMobile(card.reservedPhone),
    status: card.status,
  };
}
