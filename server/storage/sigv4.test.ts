import crypto from 'node:crypto';
import { EMPTY_PAYLOAD_HASH, signRequest } from './sigv4';

// The worked examples of AWS's "Signature Version 4, header-based authentication" documentation for S3:
// the same credentials, the same instant, the signatures AWS publishes.
const example = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const at = new Date('2013-05-24T00:00:00Z');
const host = 'https://examplebucket.s3.amazonaws.com';
const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

describe('AWS Signature Version 4', () => {
  it('GET Object with a Range header', () => {
    const headers = signRequest(
      { method: 'GET', url: new URL(`${host}/test.txt`), headers: { range: 'bytes=0-9' }, payloadHash: EMPTY_PAYLOAD_HASH },
      example,
      at,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers).toMatchObject({ range: 'bytes=0-9', 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH });
    expect(headers).not.toHaveProperty('host');
  });

  it('PUT Object: a signed payload, an extra header, a key with a character S3 escapes', () => {
    const payloadHash = crypto.createHash('sha256').update('Welcome to Amazon S3.').digest('hex');
    const headers = signRequest(
      {
        method: 'PUT',
        url: new URL(`${host}/test$file.text`),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash,
      },
      example,
      at,
    );
    expect(headers.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
    // the same key already escaped signs the same
    const escaped = signRequest(
      {
        method: 'PUT',
        url: new URL(`${host}/test%24file.text`),
        headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash,
      },
      example,
      at,
    );
    expect(signatureOf(escaped)).toBe(signatureOf(headers));
  });

  it('GET Bucket lifecycle (a parameter without a value) and List Objects (parameters sorted)', () => {
    const sign = (query: string) =>
      signatureOf(signRequest({ method: 'GET', url: new URL(`${host}/?${query}`), payloadHash: EMPTY_PAYLOAD_HASH }, example, at));
    expect(sign('lifecycle')).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
    expect(sign('max-keys=2&prefix=J')).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
    expect(sign('prefix=J&max-keys=2')).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('a different secret, instant or range gives a different signature', () => {
    const base = { method: 'GET', url: new URL(`${host}/test.txt`), headers: { range: 'bytes=0-9' }, payloadHash: EMPTY_PAYLOAD_HASH };
    const reference = signatureOf(signRequest(base, example, at));
    expect(signatureOf(signRequest(base, { ...example, secretAccessKey: 'other' }, at))).not.toBe(reference);
    expect(signatureOf(signRequest(base, example, new Date('2013-05-24T00:00:01Z')))).not.toBe(reference);
    expect(signatureOf(signRequest({ ...base, headers: { range: 'bytes=0-10' } }, example, at))).not.toBe(reference);
  });
});
