/**
 * The fictional test ID card the dev API's OCR recognises (`dev-api/src/data/idcard/`, test fixtures, not served). Each fixture
 * image carries its side as a marker (a PNG text chunk); any other image is unreadable.
 */
export const IDCARD_MARKER = 'YOUPIN-TEST-IDCARD:';

export const IDCARD_FRONT = {
  name: '张三',
  gender: 'male',
  nation: '汉',
  birthDate: '1990-03-07',
  address: '北京市朝阳区测试路 1 号',
  idNumber: '110105199003071239',
} as const;

export const IDCARD_BACK = {
  authority: '北京市公安局朝阳分局',
  validFrom: '2020-05-01',
  validTo: '2040-05-01',
} as const;

/** What OCR reads on a card's photo side: the identity a real-name submission is bound to. */
export interface IdFrontRead {
  name: string;
  gender: 'male' | 'female';
  nation: string;
  birthDate: string;
  address: string;
  idNumber: string;
}

/** Another test card (put in front of the camera by `POST /__control/idcard`): birth and gender follow its number. */
export function testCardFront(name: string, idNumber: string): IdFrontRead {
  const birthDate = `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
  const gender = Number(idNumber[16]) % 2 === 1 ? 'male' : 'female';
  return { ...IDCARD_FRONT, name, idNumber, birthDate, gender };
}
