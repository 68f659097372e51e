import { describe, expect, it } from 'vitest';
import { clientWith } from './client-fixture';
import { ok } from './fake-backend';

describe('uploadAction posts multipart data', () => {
  it('turns fields into FormData: files, texts and lists', async () => {
    const { client, requests } = clientWith(() => ok(null, 'temp/a_1.png'));
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const answer = await client.uploadAction('/sys/common/upload', {
      file,
      biz: 'temp',
      isup: 1,
      'files[]': [file, file],
    });
    const form = requests[0].data as FormData;
    expect(requests[0].method).toBe('post');
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('a.png');
    expect(form.get('biz')).toBe('temp');
    expect(form.get('isup')).toBe('1');
    expect(form.getAll('files[]')).toHaveLength(2);
    expect(answer.message).toBe('temp/a_1.png');
  });

  it('sends a ready FormData as it is', async () => {
    const { client, requests } = clientWith(() => ok());
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await client.uploadAction('/upload', form);
    expect(requests[0].data).toBe(form);
  });

  it('reports progress in whole percent', async () => {
    const seen: number[] = [];
    const { client } = clientWith((request) => {
      request.onUploadProgress?.({ loaded: 1, total: 3, bytes: 1, lengthComputable: true });
      request.onUploadProgress?.({ loaded: 3, total: 3, bytes: 2, lengthComputable: true });
      return ok();
    });
    await client.uploadAction('/upload', { biz: 'temp' }, { onProgress: (percent) => seen.push(percent) });
    expect(seen).toEqual([33, 100]);
  });
});
