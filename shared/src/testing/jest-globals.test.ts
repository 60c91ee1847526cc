test('File, Blob and FormData are one family, as in a browser', async () => {
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' });
  expect(file).toBeInstanceOf(Blob);
  const form = new FormData();
  form.append('file', file, file.name);
  const read = (await new Request('http://test/', { method: 'POST', body: form }).formData()).get('file');
  expect(read).toBeInstanceOf(File);
  expect(read instanceof File && new Uint8Array(await read.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
});
