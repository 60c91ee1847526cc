import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LocationProbe } from '../testing/location-probe';
import { renderWithProviders } from '../testing/render-with-providers';
import { ConsentCheck, sentencePieces } from './consent-check';

function Form({ sentence, missing = false }: { sentence: string; missing?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <ConsentCheck
        sentence={sentence}
        documents={['/terms', '/privacy']}
        checked={checked}
        onChange={setChecked}
        required="请先勾选同意"
        missing={missing}
      />
      <LocationProbe />
    </>
  );
}

const ZH = '我已阅读并同意<1>《用户协议》</1>和<2>《隐私政策》</2>';

test('the checkbox is named by the whole sentence, and each title is a link to its document', async () => {
  await renderWithProviders(<Form sentence={ZH} />);
  expect(screen.getByRole('checkbox', { name: '我已阅读并同意《用户协议》和《隐私政策》' })).not.toBeChecked();
  expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy');
});

test('the words before the first title tick the box; a title opens its document and leaves it unticked', async () => {
  await renderWithProviders(<Form sentence={ZH} />);
  await userEvent.click(screen.getByText('我已阅读并同意'));
  expect(screen.getByRole('checkbox')).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('link', { name: '《隐私政策》' }));
  expect(screen.getByRole('checkbox')).not.toBeChecked();
  expect(screen.getByTestId('location')).toHaveTextContent('/privacy');
});

test('a language that puts words after the titles keeps them, and the space before the first title', async () => {
  const { container } = await renderWithProviders(
    <Form sentence="J'ai lu et j'accepte les <1>Conditions</1> et la <2>Politique</2>, sans réserve" />,
  );
  expect(
    screen.getByRole('checkbox', { name: "J'ai lu et j'accepte les Conditions et la Politique, sans réserve" }),
  ).toBeInTheDocument();
  const visible = container.querySelector('.rental-consent')?.cloneNode(true) as HTMLElement;
  visible.querySelector('.rental-sr-only')?.remove();
  expect(visible.textContent).toBe("J'ai lu et j'accepte les Conditions et la Politique, sans réserve");
});

test('going on unticked says why under the sentence', async () => {
  await renderWithProviders(<Form sentence={ZH} missing />);
  expect(screen.getByRole('alert')).toHaveTextContent('请先勾选同意');
});

test('a sentence without tags is all checkbox label; a tag with no document stays plain text', async () => {
  expect(sentencePieces('I agree')).toEqual([{ text: 'I agree' }]);
  await renderWithProviders(<Form sentence="Agree to <3>the rules</3>" />);
  expect(screen.getByRole('checkbox', { name: 'Agree to the rules' })).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
