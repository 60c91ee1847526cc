import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ID_CARD } from './account-control';

const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

interface Envelope<T> {
  success: boolean;
  msg: string;
  data: T;
}

/** The phone most placing tests rent: goods 1001, its 12-month SKU, the required service. */
export const PHONE = { goodsId: 1001, name: 'Apple iPhone 16 Pro' };

/** Calls the dev API as the logged-in renter, the way the app does, through the real endpoints. */
export class Renter {
  constructor(
    private readonly request: APIRequestContext,
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private headers() {
    return { Authorization: `Bearer ${this.token}`, token: this.token, 'Client-Authorization': CLIENT_AUTH };
  }

  private async unwrap<T>(res: { json(): Promise<unknown> }): Promise<T> {
    const body = (await res.json()) as Envelope<T>;
    if (!body.success) throw new Error(body.msg);
    return body.data;
  }

  private post<T>(path: string, opts: { form?: Record<string, string>; data?: unknown; multipart?: never }) {
    return this.request
      .post(`${this.baseUrl}${path}`, { headers: this.headers(), ...opts })
      .then((res) => this.unwrap<T>(res));
  }

  /** Real-name verification through OCR upload, confirmed details and a passed face check. */
  async verifyRealName(): Promise<void> {
    const upload = async (file: string) =>
      this.unwrap<{ fileId: string }>(
        await this.request.post(`${this.baseUrl}/api/client/put-file`, {
          headers: this.headers(),
          multipart: { file: { name: 'card.png', mimeType: 'image/png', buffer: readFileSync(file) } },
        }),
      );
    const front = await upload(ID_CARD.front);
    const back = await upload(ID_CARD.back);
    await this.post('/api/client/auth/submit', {
      form: {
        name: '张三',
        idNumber: '110105199003071239',
        validFrom: '2020-05-01',
        validTo: '2040-05-01',
        frontFileId: front.fileId,
        backFileId: back.fileId,
      },
    });
    const { certifyId } = await this.post<{ certifyId: string }>('/api/client/auth/face', { form: {} });
    await this.request.post(`${this.baseUrl}/wallet-sim/face`, { data: { certifyId } });
    await this.post('/api/client/face/put', { form: { certifyId, resultCode: '9000' } });
    const result = await this.post<{ passed: boolean }>('/api/client/face/result', { form: { certifyId } });
    if (!result.passed) throw new Error('face check did not pass');
  }

  async addContacts(): Promise<void> {
    await this.post('/api/client/link/submit', {
      data: {
        contacts: [
          { relation: 'parent', name: '李四', mobile: '13900139000' },
          { relation: 'friend', name: '王五', mobile: '13700137000' },
        ],
      },
    });
  }

  /** The order's schedule, as its detail lists it. */
  async bills(orderId: number): Promise<{ amount: number }[]> {
    const detail = await this.post<{ bills: { items: { amount: number }[] } }>('/api/order/detail', {
      form: { orderId: String(orderId) },
    });
    return detail.bills.items;
  }

  /** Ready to place: verified, with contacts on file. */
  async ready(): Promise<void> {
    await this.verifyRealName();
    await this.addContacts();
  }
}

/** Every order the dev API holds (control surface). */
export async function allOrders(
  request: APIRequestContext,
  baseUrl: string,
): Promise<{ orderId: number; orderNo: string; status: string }[]> {
  const body = (await (await request.get(`${baseUrl}/__control/orders`)).json()) as Envelope<
    { orderId: number; orderNo: string; status: string }[]
  >;
  return body.data;
}

/** Steers the wallet simulator's next freeze answers. */
export async function steerFreeze(request: APIRequestContext, baseUrl: string, resultCode: string, times = 1) {
  const res = await request.post(`${baseUrl}/__control/wallet`, { data: { action: 'freeze', resultCode, times } });
  if (!res.ok()) throw new Error(`control wallet: HTTP ${res.status()}`);
}

/** From the product page: the 12-month term, then "Rent now" to the confirm page. */
export async function rentFromProductPage(page: Page, open: (route: string) => Promise<void>) {
  await open(`pages/commodityDetails/commodityDetails?id=${PHONE.goodsId}`);
  await page.getByRole('button', { name: '立即租赁' }).click();
  await page.waitForURL(/#\/pages\/order\/order\?/);
}

/** Ticks the agreements and submits the order. */
export async function agreeAndSubmit(page: Page) {
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '提交订单', exact: true }).click();
}

/** The deposit authorization sheet: it says the amount frozen before the wallet is asked, then yes. */
export async function authorizeDeposit(page: Page) {
  const sheet = page.getByRole('dialog', { name: '押金预授权' });
  await expect(sheet.getByTestId('freeze-amount')).toHaveText(/^¥\d+\.\d{2}$/);
  await sheet.getByRole('button', { name: /^确认授权/ }).click();
}

/**
 * On the way to placing: real-name (ID card both sides, face) then two emergency contacts, each step
 * saying where the renter is (1/3 → 2/3 → 3/3), ending back on the confirm page, which goes on by itself.
 */
export async function passRealNameAndContacts(page: Page) {
  await expect(page).toHaveURL(/#\/pages\/perfectIdCard\/perfectIdCard\?redirect=/);
  await expect(page.getByText('第 1/3 步')).toBeVisible();
  await page.getByTestId('idcard-front').setInputFiles(ID_CARD.front);
  await page.getByTestId('idcard-back').setInputFiles(ID_CARD.back);
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('张三');
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(page.getByText('第 2/3 步')).toBeVisible();
  // Contacts come after the face: it is not called the last step.
  await expect(page.getByText('最后一步：人脸识别')).toHaveCount(0);
  await page.getByRole('button', { name: '开始人脸识别' }).click();
  await expect(page.getByText('实名认证成功')).toBeVisible();

  await expect(page).toHaveURL(/#\/pages\/emergencyContact\/emergencyContact\?redirect=/);
  await expect(page.getByText('第 3/3 步')).toBeVisible();
  for (const [n, relation, name, mobile] of [
    [1, '父母', '李四', '13900139000'],
    [2, '朋友', '王五', '13700137000'],
  ] as const) {
    await page
      .getByRole('region', { name: `紧急联系人 ${n}` })
      .getByText(relation)
      .click();
    await page.getByRole('textbox', { name: `联系人 ${n} 的姓名` }).fill(name);
    await page.getByRole('textbox', { name: `联系人 ${n} 的手机号` }).fill(mobile);
  }
  await page.getByRole('button', { name: '保存并继续下单' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/order\?/);
}
