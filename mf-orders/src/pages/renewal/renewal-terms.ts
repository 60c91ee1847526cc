import { RENTAL_RULES } from '@rental/shared';

/** The extra terms the rules offer, by the order's term unit (the server refuses any other). */
export const RENEWAL_TERMS: Record<'day' | 'month', readonly number[]> = RENTAL_RULES.renewal.terms;
