import { appStore, configAtom, defaultConfig, readyRouteData, type Language } from '@rental/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '../../locales/load-messages';
import { questionsFixture } from '../../testing/fixtures';
import {
  apiHttp,
  closeOverlays,
  fail,
  ok,
  renderWithProviders,
  setupApiServer,
  rawKeysIn,
} from '@rental/shared/testing';
import en from '../../locales/en/account.json';
import CustomerServicePage from './customer-service';

const server = setupApiServer();

function answerQuestions(list: typeof questionsFixture) {
  server.use(apiHttp.get('/api/common/question', () => ok(list)));
}

function renderService(lang: Language = 'zh-CN') {
  return renderWithProviders(<CustomerServicePage query={{}} />, {
    route: '/pages/customer-service/customerService',
    lang,
    namespace: { ns: 'account', load: loadMessages },
  });
}

beforeEach(() => {
  appStore.set(configAtom, { ...defaultConfig, customerPhone: '400-820-8820', serviceHours: '09:00–21:00' });
});
afterEach(async () => {
  appStore.set(configAtom, defaultConfig);
  await closeOverlays();
});

test('the hotline is a tap-to-call link with the opening hours', async () => {
  answerQuestions(questionsFixture);
  await renderService();
  expect(screen.getByRole('link', { name: '拨打 400-820-8820' })).toHaveAttribute('href', 'tel:4008208820');
  expect(screen.getByText('每天 09:00–21:00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /常见问题/ })).toHaveAttribute('href', '/pages/commonProblem/commonProblem');
  expect(screen.getByRole('link', { name: /意见反馈/ })).toHaveAttribute('href', '/pages/feedBack/feedBack');
  expect(await screen.findByText('什么是信用免押？')).toBeInTheDocument();
});

test('questions fetched ahead (the tab warmed on idle) are on the first render, not after a skeleton', async () => {
  answerQuestions(questionsFixture);
  await readyRouteData([{ path: '/api/common/question' }]);
  await renderService();
  expect(screen.getByRole('heading', { name: '押金与信用' })).toBeInTheDocument();
  expect(screen.getByText('什么是信用免押？')).toBeInTheDocument();
});

test('without a phone in the config it says the phone is unavailable', async () => {
  appStore.set(configAtom, defaultConfig);
  answerQuestions(questionsFixture);
  await renderService();
  expect(screen.getByText(/客服电话暂不可用/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /拨打/ })).not.toBeInTheDocument();
});

test('questions are grouped by topic and open to show the answer', async () => {
  answerQuestions(questionsFixture);
  await renderService();
  expect(await screen.findByRole('heading', { name: '押金与信用' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '租金与支付' })).toBeInTheDocument();
  await userEvent.click(screen.getByText('租金怎么收取？'));
  expect(await screen.findByText('按月分期支付。')).toBeVisible();
  expect(screen.queryByPlaceholderText('搜索问题')).not.toBeInTheDocument();
});

test('a failed load says so and retry loads the questions', async () => {
  answerQuestions(questionsFixture);
  server.use(apiHttp.get('/api/common/question', () => fail(500, '服务繁忙'), { once: true }));
  await renderService();
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByText('什么是信用免押？')).toBeInTheDocument();
});

test('an empty FAQ shows a way forward instead of a blank', async () => {
  answerQuestions([]);
  await renderService();
  expect(await screen.findByText('暂无常见问题')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '拨打 400-820-8820' })).toBeInTheDocument();
});

test('a long FAQ gets a search box that filters, with a way back from no match', async () => {
  const many = Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    category: i < 5 ? '押金与信用' : '物流与归还',
    question: i === 7 ? '如何归还设备？' : `问题 ${i + 1}`,
    answer: `回答 ${i + 1}`,
  }));
  answerQuestions(many);
  await renderService();
  const search = await screen.findByPlaceholderText('搜索问题');
  await userEvent.type(search, '归还设备');
  expect(screen.getByText('如何归还设备？')).toBeInTheDocument();
  expect(screen.queryByText('问题 1')).not.toBeInTheDocument();
  await userEvent.clear(search);
  await userEvent.type(search, '不存在');
  expect(screen.getByText('没有找到与“不存在”相关的问题')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '清除搜索' }));
  expect(screen.getByText('问题 1')).toBeInTheDocument();
});

test.each(['en', 'zh-CN'] as const)('%s: no raw keys on screen', async (lang) => {
  answerQuestions(questionsFixture);
  const { container } = await renderService(lang);
  await screen.findByText('什么是信用免押？');
  expect(rawKeysIn(container.textContent ?? '', en)).toEqual([]);
  expect(screen.getByText(lang === 'en' ? 'Common questions' : '常见问题', { selector: 'h2' })).toBeInTheDocument();
});
