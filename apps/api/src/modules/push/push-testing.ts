import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/*
 * A local push service for tests. Browsers' subscriptions are made here as a browser makes them (a P-256 key pair and
 * a 16-byte auth secret); what `web-push` sends is decrypted the way the browser would (RFC 8291 over RFC 8188
 * aes128gcm: ECDH, HKDF, AES-128-GCM) and its VAPID signature (RFC 8292) checked against the public key it names.
 */

export type FakeBrowser = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
};

export function fakeBrowser(endpoint: string): FakeBrowser {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } },
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    auth,
  };
}

/** The browser's side of RFC 8291: the plaintext of an aes128gcm push message. */
export function decryptPush(body: Buffer, browser: FakeBrowser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02 followed by optional zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; true when the JWT is signed by that key for the endpoint's origin. */
export function vapidValid(authorization: string | undefined, audience: string): boolean {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  if (!match) return false;
  const [header, claims, signature] = match[1]!.split('.');
  const point = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  const aud = (JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud?: string }).aud;
  return signed && aud === audience;
}

export type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** A local HTTP server that records what it receives and answers each path as told (201 by default). */
export async function startRecorder(
  answer: (request: Received) => { status: number; body?: unknown } = () => ({ status: 201 }),
) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An https agent whose connections go to the local recorder in plain HTTP: `web-push` posts to the subscription's
 * https endpoint as in production, and the fake answers without a certificate.
 */
export class LocalPushAgent extends https.Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  override createConnection(): net.Socket {
    return net.connect(this.port, '127.0.0.1');
  }
}
