import type { Page } from '@playwright/test';
import { ID_CARD, steerFace } from '../support/account-control';
import { expect, test } from '../support/fixtures';
import { loggedIn } from '../support/session';

// The control fixture resets the dev API first, so the session is made after the reset.
test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  await loggedIn(page, request, site.url);
});

async function uploadAndConfirm(page: Page) {
  // An unreadable photo fails on its tile with a clear message and a retry.
  await page.getByTestId('idcard-front').setInputFiles(ID_CARD.front);
  await page.getByTestId('idcard-back').setInputFiles(ID_CARD.blank);
  await expect(page.getByRole('alert')).toContainText('无法识别证件');
  await expect(page.getByRole('button', { name: '重新识别' })).toBeVisible();
  await page.getByTestId('idcard-back').setInputFiles(ID_CARD.back);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // OCR filled the details; the renter corrects the ID number.
  const name = page.getByRole('textbox', { name: '姓名' });
  const idNumber = page.getByRole('textbox', { name: '身份证号' });
  await expect(name).toHaveValue('张三');
  await expect(idNumber).toHaveValue('110105199003071239');
  await expect(page.getByText('2040-05-01')).toBeVisible();
  await idNumber.fill('110105199003071238');
  await idNumber.blur();
  await expect(page.getByRole('alert')).toHaveText('身份证号码不正确，请核对（18 位，末位可为 X）');
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(page.getByText('最后一步：人脸识别')).toHaveCount(0);
  await expect(name).toHaveValue('张三');
  // A valid number that is not the photographed card's is refused at the field: what is verified is the card.
  await idNumber.fill('110105198507152011');
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(page.getByRole('alert')).toHaveText('身份证号与上传的人像面照片不一致，请核对，或重新拍摄人像面');
  await expect(idNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('最后一步：人脸识别')).toHaveCount(0);
  await idNumber.fill('110105199003071239');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(page.getByText('最后一步：人脸识别')).toBeVisible();
}

test('real-name: upload, OCR, correction, face pass; then the masked result, not the form', async ({ page, open }) => {
  await open('pages/perfectIdCard/perfectIdCard');
  await uploadAndConfirm(page);
  await page.getByRole('button', { name: '开始人脸识别' }).click();
  await expect(page.getByText('实名认证成功')).toBeVisible();

  await page.reload();
  await expect(page.getByText('已完成实名认证')).toBeVisible();
  await expect(page.getByText('*三')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveCount(0);

  await open('pages/user/user');
  await expect(page.getByText('已实名')).toBeVisible();
});

test('real-name: a face failure says so and a retry passes', async ({ page, open, request, site }) => {
  await open('pages/perfectIdCard/perfectIdCard');
  await uploadAndConfirm(page);
  await steerFace(request, site.url, '4000', 1);
  await page.getByRole('button', { name: '开始人脸识别' }).click();
  await expect(page.getByText('人脸识别未通过')).toBeVisible();

  // Coming back later lands on the face step, still failed, with the retry.
  await page.reload();
  await expect(page.getByText('人脸识别未通过')).toBeVisible();
  await page.getByRole('button', { name: '重新识别' }).click();
  await expect(page.getByText('实名认证成功')).toBeVisible();
});
