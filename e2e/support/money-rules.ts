import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

interface Rules {
  lateFee: { dailyBasisPoints: number };
  earlyReturn: { feePercentOfRemainingRent: number };
  deposit: { creditWaiverCap: number };
  review: { workingDays: number };
}

/** The one rules file the app and the dev API read: every screen is checked against it, not a copy. */
export const RULES = JSON.parse(
  readFileSync(path.join(repoRoot, 'shared', 'src', 'rules', 'rental-rules.json'), 'utf8'),
) as Rules;

/** The rules that are words, from the one file the app and the dev API read. */
const WORDS = JSON.parse(
  readFileSync(path.join(repoRoot, 'shared', 'src', 'rules', 'rule-words.json'), 'utf8'),
) as Record<'rentStart' | 'lossCompensation' | 'depositRelease', Record<'zh-CN', string>>;

/** The rules as a Chinese screen writes them. */
export const ZH = {
  lateFee: `${RULES.lateFee.dailyBasisPoints / 100}%`,
  earlyReturn: `${RULES.earlyReturn.feePercentOfRemainingRent}%`,
  waiverCap: `¥${(RULES.deposit.creditWaiverCap / 100).toFixed(2)}`,
  depositRelease: WORDS.depositRelease['zh-CN'],
  reviewDays: `${RULES.review.workingDays} 个工作日`,
};

/** The product page's rental notes. */
export const rentalNotes = (page: Page) => page.locator('.cat-detail-notes');

/** Opens a question on the FAQ page and answers its answer's text. */
export async function faqAnswer(page: Page, question: string): Promise<string> {
  // The customer service tab lists the same questions, and may be in the page, hidden, drawn ahead.
  await page.getByText(question, { exact: true }).filter({ visible: true }).click();
  const answer = page.locator('.adm-collapse-panel-content-inner .acc-questions-answer').filter({ visible: true });
  await expect(answer).toHaveCount(1);
  return (await answer.textContent()) ?? '';
}

/** The rental agreement's text. */
export async function rentalAgreement(page: Page, open: (route: string) => Promise<void>): Promise<string> {
  await open('pages/agreement/agreement?type=rental');
  await expect(page.getByRole('heading', { name: /租赁协议/ })).toBeVisible();
  return page.locator('.acc-agreements-body').innerText();
}

/** The contract of an order, as the renter reads it before signing. */
export async function contractText(page: Page, open: (route: string) => Promise<void>, orderId: number) {
  await open(`pages/contractPreview/contractPreview?orderId=${orderId}`);
  const text = page.getByTestId('contract-html');
  // Its box shows before the sanitizer has put the contract's words in it.
  await expect(text).not.toBeEmpty();
  return text.innerText();
}
