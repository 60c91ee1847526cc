import { expect, test } from '../support/fixtures';
import { Payments } from '../support/payments';
import { loggedIn } from '../support/session';

let payments: Payments;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  payments = new Payments(request, site.url, await loggedIn(page, request, site.url));
});

test('a later installment with a late fee: shown on the bills, paid with the wallet, a triple tap charges once', async ({
  page,
  open,
}) => {
  const orderId = await payments.withOverdueInstallment(3);
  await open(`pages/billingDetails/billingDetails?orderId=${orderId}`);
  const overdueRow = page.getByRole('listitem').filter({ hasText: '已逾期' });
  await expect(overdueRow).toContainText('第 2/');
  await expect(overdueRow).toContainText(/逾期费 ¥\d+\.\d{2}（3 天）/);
  const fee = /逾期费 (¥\d+\.\d{2})/.exec((await overdueRow.textContent()) ?? '')?.[1] ?? '';

  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/pages\/payment\/payment\?orderId=/);
  await expect(page.getByRole('checkbox', { name: /第 2\// })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /第 3\// })).not.toBeChecked();
  await expect(page.getByText(`逾期费 ${fee}（3 天）`)).toBeVisible();

  // Choosing a newer row takes the older ones with it; dropping the oldest drops them all.
  await page.getByRole('checkbox', { name: /第 3\// }).click();
  await expect(page.getByRole('checkbox', { name: /第 2\// })).toBeChecked();
  await page.getByRole('checkbox', { name: /第 2\// }).click();
  await expect(page.getByRole('checkbox', { name: /第 3\// })).not.toBeChecked();
  await expect(page.getByRole('button', { name: '立即支付' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /第 2\// }).click();

  await page.getByRole('button', { name: '立即支付' }).click({ clickCount: 3 });
  await expect(page.getByText('支付成功')).toBeVisible();
  const trades = await payments.trades(orderId);
  expect(trades).toHaveLength(1);
  expect(trades[0]).toMatchObject({ kind: 'installment', status: 'SUCCESS' });

  await open(`pages/billingDetails/billingDetails?orderId=${orderId}`);
  await expect(page.getByRole('listitem').filter({ hasText: '已逾期' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: '第 2/' })).toContainText('已付');
});
