import { expect, test } from '../support/fixtures';
import { OrdersDrive } from '../support/orders-drive';
import { loggedIn, toast } from '../support/session';

let orders: OrdersDrive;

// The control fixture resets the dev API first, so the session and the order are made after the reset.
test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  const token = await loggedIn(page, request, site.url);
  orders = new OrdersDrive(request, site.url, token);
});

test('hostile contract markup: no script runs and nothing is loaded from outside', async ({ page, open, site }) => {
  const orderId = await orders.pendingSign();
  const dialogs: string[] = [];
  const outside: string[] = [];
  const origin = new URL(site.appUrl).origin;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) outside.push(url);
  });
  await open(`pages/contractPreview/contractPreview?orderId=${orderId}&fixture=hostile`);
  const html = page.getByTestId('contract-html');
  await expect(html).toContainText('点击查看补充条款');
  await expect(page.getByRole('region', { name: '合同信息' }).getByText(/^合同编号：HT/)).toBeVisible();
  await html.getByText('click', { exact: true }).click();
  await html.getByText('点击查看补充条款').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __contractXss?: boolean }).__contractXss)).toBeUndefined();
  expect(await html.locator('script, iframe, object, [onerror], [onclick], [style]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(outside).toEqual([]);
});

test('sign: preview → sign page → signed → on to payment, the order awaits payment', async ({ page, open }) => {
  const orderId = await orders.pendingSign();
  await open(`pages/contractPreview/contractPreview?orderId=${orderId}`);
  await page.getByRole('button', { name: '签署合同' }).click();
  // Signing names the text just read: its id and content hash.
  await expect(page).toHaveURL(
    new RegExp(`pages/webView/webView\\?orderId=${orderId}&contractId=HT\\d+-v1&contentHash=[0-9a-f]{64}$`),
  );
  await page.frameLocator('iframe.acc-webview-frame').getByRole('button', { name: '确认并签署' }).click();
  await expect(page).toHaveURL(new RegExp(`pages/confirmPayment/confirmPayment\\?orderId=${orderId}$`));
  await expect.poll(() => orders.status(orderId)).toBe('PENDING_PAY');
});

test('closing without signing says it can be signed later; the order still awaits signing', async ({ page, open }) => {
  const orderId = await orders.pendingSign();
  await open(`pages/contractPreview/contractPreview?orderId=${orderId}`);
  await page.getByRole('button', { name: '签署合同' }).click();
  await expect(page.frameLocator('iframe.acc-webview-frame').getByRole('button', { name: '确认并签署' })).toBeVisible();
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByText('合同还未签署，您可以稍后在订单中继续签署')).toBeVisible();
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(page).not.toHaveURL(/webView/);
  expect(await orders.status(orderId)).toBe('PENDING_SIGN');
  await expect(toast(page)).toHaveCount(0);
});

test('revised after it was read: signing shows the new text with the reason, then signs that one', async ({
  page,
  open,
}) => {
  const orderId = await orders.pendingSign();
  await open(`pages/contractPreview/contractPreview?orderId=${orderId}`);
  const html = page.getByTestId('contract-html');
  await expect(html).toContainText('合同版本：1');
  await orders.reviseContract(orderId);
  await page.getByRole('button', { name: '签署合同' }).click();

  await expect(page).toHaveURL(new RegExp(`contractPreview\\?orderId=${orderId}&notice=changed$`));
  await expect(page.getByRole('alert')).toHaveText('合同内容在您打开后有更新，这里是最新版本。请阅读后再签署。');
  await expect(html).toContainText('合同版本：2');
  expect(await orders.status(orderId)).toBe('PENDING_SIGN');

  await page.getByRole('button', { name: '签署合同' }).click();
  await expect(page).toHaveURL(/contractId=HT\d+-v2&contentHash=/);
  await page.frameLocator('iframe.acc-webview-frame').getByRole('button', { name: '确认并签署' }).click();
  await expect(page).toHaveURL(new RegExp(`pages/confirmPayment/confirmPayment\\?orderId=${orderId}$`));
  await expect.poll(() => orders.status(orderId)).toBe('PENDING_PAY');
});

test('a signed contract is a document: the same bytes after an early return and a buyout, their own documents beside it', async ({
  page,
  open,
}) => {
  const returning = await orders.inRent();
  const buying = await orders.inRent();
  const html = page.getByTestId('contract-html');
  const read = async (orderId: number) => {
    await open(`pages/contractPreview/contractPreview?orderId=${orderId}`);
    await expect(html).toContainText(`订单编号：${await orders.orderNo(orderId)}`);
    await expect(html).toContainText('五、双方权利义务');
    return html.innerHTML();
  };
  const signedReturning = await read(returning);
  const signedBuying = await read(buying);
  await orders.returnedEarly(returning);
  await orders.boughtOut(buying);

  expect(await read(returning)).toBe(signedReturning);
  const documents = page.getByRole('region', { name: '相关文件' });
  await documents.getByRole('link', { name: /租赁结算单/ }).click();
  await expect(
    page.getByRole('region', { name: '文件信息' }).getByRole('heading', { name: '租赁结算单' }),
  ).toBeVisible();
  await expect(page.getByTestId('document-html')).toContainText('尚欠 ¥0.00');

  expect(await read(buying)).toBe(signedBuying);
  await documents.getByRole('link', { name: /购买凭证/ }).click();
  await expect(page.getByTestId('document-html')).toContainText('上述设备的所有权归乙方所有');
});
