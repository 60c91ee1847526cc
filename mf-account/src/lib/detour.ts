import type { PageQuery } from '@rental/shared';

export type DetourStep = 'card' | 'face' | 'contacts';

/**
 * The verification detour on the way to an order, as the order page planned it (`steps` in the
 * route): the ID card, the face check, then the contacts, or just the parts still missing.
 */
const PLANS: Readonly<Record<string, readonly DetourStep[]>> = {
  '3': ['card', 'face', 'contacts'],
  '2': ['card', 'face'],
  '1': ['contacts'],
};

/** The detour's steps from the route, or null when the page was opened on its own. */
export function detourSteps(query: PageQuery): readonly DetourStep[] | null {
  return query.steps && Object.hasOwn(PLANS, query.steps) ? (PLANS[query.steps] ?? null) : null;
}

/** Whether `step` ends the detour: only then is it "the last step". */
export const isLastStep = (steps: readonly DetourStep[], step: DetourStep): boolean => steps.at(-1) === step;
