import { BizError } from './envelope';
import { isFilePart, multipartBoundary, parseMultipart } from './multipart';

const BOUNDARY = '----test-boundary';

function part(headers: string, data: Buffer | string): Buffer {
  return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(data), Buffer.from('\r\n')]);
}

const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

const BINARY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0x0d, 0x0a, 0x2d, 0x2d, 0x80, 0xc3]);

function expectBizError(run: () => unknown, key: string) {
  expect(run).toThrow(BizError);
  try {
    run();
  } catch (error) {
    expect(error).toMatchObject({ code: 400, key });
  }
}

describe('multipartBoundary', () => {
  it('reads plain and quoted boundaries, and ignores other types', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; boundary="a b;c"')).toBe('a b;c');
    expect(multipartBoundary('application/json')).toBeNull();
  });

  it('rejects a multipart type without a boundary', () => {
    expectBizError(() => multipartBoundary('multipart/form-data; charset=utf-8'), 'badBody');
    expectBizError(() => multipartBoundary('multipart/form-data'), 'badBody');
  });
});

describe('parseMultipart', () => {
  it('keeps binary bytes of a file part exactly', () => {
    const fields = parseMultipart(
      body(part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', BINARY)),
      BOUNDARY,
    );
    const file = fields.file;
    expect(isFilePart(file) && file.data.equals(BINARY)).toBe(true);
    expect(file).toMatchObject({ kind: 'file', filename: 'a.png', contentType: 'image/png' });
  });

  it('reads two files and text fields side by side', () => {
    const fields = parseMultipart(
      body(
        part('Content-Disposition: form-data; name="side"', '人像面'),
        part('Content-Disposition: form-data; name="front"; filename="f.png"', BINARY),
        part('Content-Disposition: form-data; name="back"; filename="b.bin"', Buffer.alloc(0)),
        part('Content-Disposition: form-data; name="note"', 'line one\r\nline two'),
      ),
      BOUNDARY,
    );
    expect(fields.side).toBe('人像面');
    expect(fields.note).toBe('line one\r\nline two');
    expect(fields.front).toMatchObject({ filename: 'f.png', contentType: 'application/octet-stream' });
    expect(isFilePart(fields.back) && fields.back.data.length).toBe(0);
  });

  it('answers malformed bodies with badBody', () => {
    const file = part('Content-Disposition: form-data; name="file"; filename="a.png"', BINARY);
    expectBizError(() => parseMultipart(Buffer.from('no boundary here'), BOUNDARY), 'badBody');
    expectBizError(() => parseMultipart(file, BOUNDARY), 'badBody');
    expectBizError(() => parseMultipart(body(part('Content-Type: text/plain', 'x')), BOUNDARY), 'badBody');
    expectBizError(() => parseMultipart(body(part('Content-Disposition: attachment', 'x')), BOUNDARY), 'badBody');
  });
});
