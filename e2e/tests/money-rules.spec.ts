import { expect, test } from '../support/fixtures';
import { contractText, faqAnswer, rentalAgreement, rentalNotes, RULES, ZH } from '../support/money-rules';
import { OrdersDrive } from '../support/orders-drive';
import { agreeAndSubmit, authorizeDeposit, Renter, rentFromProductPage } from '../support/orders-place';
import { loggedIn } from '../support/session';
import { scaled } from '../support/time-scale';

// One test per money rule: every screen that states it says what the rules file says, and the
// amounts the renter is asked for follow it.
let orders: OrdersDrive;
let renter: Renter;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  const token = await loggedIn(page, request, site.url);
  orders = new OrdersDrive(request, site.url, token);
  renter = new Renter(request, site.url, token);
});

test('late fee: product notes, FAQ, agreement, contract and confirm page all state the charged rate', async ({
  page,
  open,
}) => {
  test.setTimeout(scaled(90_000));
  const signing = await orders.pendingSign();
  await open('pages/commodityDetails/commodityDetails?id=1001');
  await expect(rentalNotes(page)).toContainText(`每日 ${ZH.lateFee}`);
  await open('pages/commonProblem/commonProblem');
  expect(await faqAnswer(page, '逾期未付会怎样？')).toContain(ZH.lateFee);
  expect(await rentalAgreement(page, open)).toContain(`每日 ${ZH.lateFee}`);
  expect(await contractText(page, open, signing)).toContain(ZH.lateFee);
  await rentFromProductPage(page, open);
  await expect(page.getByTestId('money-rules')).toContainText(`应付金额的 ${ZH.lateFee}`);
});

test('early return: product notes, FAQ, agreement, contract, confirm and return pages state the fee it charges', async ({
  page,
  open,
}) => {
  test.setTimeout(scaled(90_000));
  const renting = await orders.inRent();
  await open('pages/commodityDetails/commodityDetails?id=1001');
  await expect(rentalNotes(page)).toContainText(`另收其 ${ZH.earlyReturn} 作为提前解约费`);
  await open('pages/commonProblem/commonProblem');
  expect(await faqAnswer(page, '可以提前归还吗？要付多少？')).toContain(ZH.earlyReturn);
  expect(await rentalAgreement(page, open)).toContain(`剩余租金 ${ZH.earlyReturn} 的提前解约费`);
  expect(await contractText(page, open, renting)).toContain(ZH.earlyReturn);
  await rentFromProductPage(page, open);
  await expect(page.getByTestId('money-rules')).toContainText(`另收其 ${ZH.earlyReturn} 作为提前解约费`);

  await open(`pages/returnApplication/returnApplication?orderId=${renting}`);
  const settlement = page.getByRole('region', { name: '归还结算' });
  await expect(settlement.getByText(`提前解约费（未到期租金的 ${ZH.earlyReturn}）`)).toBeVisible();
  const dropped = Number((await settlement.locator('s').textContent())?.replace(/[¥.]/g, ''));
  const fee = Math.round((dropped * RULES.earlyReturn.feePercentOfRemainingRent) / 100);
  await expect(settlement.locator('.ord-info-row-strong dd')).toHaveText(`¥${(fee / 100).toFixed(2)}`);
});

test('buyout: FAQ, agreement and product notes state the formula the quote is made of, line by line', async ({
  page,
  open,
}) => {
  const renting = await orders.inRent();
  await open(`pages/orderDetail/orderDetail?orderId=${renting}`);
  await page.getByRole('navigation').getByRole('button', { name: '更多' }).click();
  await page.getByText('申请买断', { exact: true }).click();
  const quote = page.getByRole('dialog', { name: '买断报价' });
  const labels = await quote.locator('.ord-breakdown-row:not(.ord-breakdown-total) dt').allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(4);
  // The lines add up to what is charged.
  const amounts = await quote.locator('.ord-breakdown-row:not(.ord-breakdown-total) dd').allTextContents();
  const sum = amounts.reduce((total, text) => total + Math.round(Number(text.replace(/[¥,]/g, '')) * 100), 0);
  await expect(quote.locator('.ord-breakdown-total dd')).toHaveText(`¥${(sum / 100).toFixed(2)}`);
  const formula = new RegExp(labels.map((label) => label.replace(/[()（）]/g, '.')).join(' [+−] '));
  await open('pages/commonProblem/commonProblem');
  expect(await faqAnswer(page, '可以买断设备吗？价格怎么算？')).toMatch(formula);
  expect(await rentalAgreement(page, open)).toMatch(formula);
  await open('pages/commodityDetails/commodityDetails?id=1001');
  await expect(rentalNotes(page)).toContainText(formula);
});

test('deposit waiver: product page, FAQ and agreement state the cap; the authorization freezes the rest', async ({
  page,
  open,
}) => {
  await renter.ready();
  await open('pages/commodityDetails/commodityDetails?id=1001');
  await expect(page.getByText(`信用良好可免押金，最高免 ${ZH.waiverCap}`)).toBeVisible();
  await expect(page.getByTestId('waiver-estimate')).toContainText(`预计免押 ${ZH.waiverCap}`);
  await expect(rentalNotes(page)).toContainText(`最高免 ${ZH.waiverCap}`);
  await open('pages/commonProblem/commonProblem');
  expect(await faqAnswer(page, '什么是信用免押？')).toContain(ZH.waiverCap);
  expect(await rentalAgreement(page, open)).toContain(`免押额度最高为 ${ZH.waiverCap}`);

  await rentFromProductPage(page, open);
  const prices = page.getByTestId('price-lines');
  const deposit = Number(
    (await prices.locator('div', { hasText: '押金' }).first().locator('dd').textContent())?.replace(/[¥.]/g, ''),
  );
  await agreeAndSubmit(page);
  const sheet = page.getByRole('dialog', { name: '押金预授权' });
  const frozen = deposit - Math.min(deposit, RULES.deposit.creditWaiverCap);
  await expect(sheet.getByTestId('freeze-amount')).toHaveText(`¥${(frozen / 100).toFixed(2)}`);
  await expect(sheet).toContainText(ZH.depositRelease);
});

test('review time: the success page and the order under review say the same working days', async ({ page, open }) => {
  await renter.ready();
  await rentFromProductPage(page, open);
  await agreeAndSubmit(page);
  await authorizeDeposit(page);
  await expect(page).toHaveURL(/orderSuccess\?orderId=(\d+)/);
  await expect(page.getByText(`通常 ${ZH.reviewDays}内完成`)).toBeVisible();
  const orderId = /orderId=(\d+)/.exec(page.url())?.[1];
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '审核中' })).toBeVisible();
  await expect(page.getByText(`通常 ${ZH.reviewDays}内完成`)).toBeVisible();
});
