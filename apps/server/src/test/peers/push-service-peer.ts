import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** A subscription as PushSubscription.toJSON() gives it in a browser. */
export interface PeerSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One message the peer accepted, decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  topic: string | undefined;
  ttl: number;
  urgency: string | undefined;
  /** The decrypted plaintext. */
  text: string;
  /** The plaintext read as JSON, when it is. */
  json: unknown;
  /** `sub` of the VAPID token (the contact of the application server). */
  subject: string;
}

/** A request the peer refused, and why (bad VAPID, wrong key, undecryptable body…). */
export interface RefusedPush {
  subscriptionId: string;
  status: number;
  reason: string;
}

export interface PushServicePeer {
  /** https://127.0.0.1:{port} */
  origin: string;
  /** PEM of the self-signed certificate: what a client must trust to reach the peer. */
  certificate: string;
  /** A browser-like subscription bound to `applicationServerKey` (base64url, as PushManager.subscribe takes it). */
  subscribe(applicationServerKey: string): PeerSubscription;
  /** Answer the next `times` deliveries to this subscription with `status` (default: every one). */
  answer(subscription: PeerSubscription, status: number, times?: number): void;
  received: ReceivedPush[];
  refused: RefusedPush[];
  /** Wait this long before answering each message (a slow push service). */
  delay(ms: number): void;
  /** Every POST that reached the peer, accepted or not. */
  requests(): number;
  close(): Promise<void>;
}

interface Registration {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string;
  /** Statuses to answer before accepting again; Infinity times for a permanent answer. */
  answers: { status: number; times: number }[];
}

const b64u = (buf: Buffer) => buf.toString('base64url');

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * RFC 8292: `Authorization: vapid t=<ES256 JWT>, k=<P-256 public key>`. The key must be the one the
 * subscription was made with, the signature must verify with it, `aud` must be this origin and
 * `exp` within the next 24 hours.
 */
function checkVapid(header: string | undefined, origin: string, expectedKey: string): { subject: string } {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Refusal(401, 'no vapid authorization');
  const [, token = '', key = ''] = match;
  if (key !== expectedKey) throw new Refusal(403, 'key differs from the subscription');
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Refusal(401, 'malformed token');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Refusal(401, 'malformed key');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: 'jwk',
  });
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Refusal(401, 'not ES256');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(401, 'bad signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) throw new Refusal(401, `aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp > now + 24 * 3600 + 60)
    throw new Refusal(401, 'exp out of range');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Refusal(401, 'no sub');
  return { subject: claims.sub };
}

/** RFC 8188 + RFC 8291: the aes128gcm body decrypted with the subscription's private key and auth secret. */
function decrypt(body: Buffer, reg: Registration): string {
  if (body.length < 21) throw new Refusal(400, 'short body');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65) throw new Refusal(400, 'keyid is not a P-256 public key');
  const receiverKey = reg.ecdh.getPublicKey();
  const shared = reg.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, reg.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + idLength);
  const parts: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += rs, seq++) {
    const record = records.subarray(offset, offset + rs);
    const nonce = Buffer.from(baseNonce);
    // The record sequence number XORed into the last bytes of the nonce (seq < 2^32 here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refusal(400, 'cannot decrypt');
    }
    // Padding: the delimiter (2 on the last record, 1 before) followed by zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (plain[end] !== 2 && plain[end] !== 1) throw new Refusal(400, 'no padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

/**
 * A Web Push service on 127.0.0.1 over HTTPS with a certificate made at start: it hands out
 * subscriptions as a browser's push service would, checks each message's VAPID authorisation,
 * decrypts it per RFC 8291 and keeps it, and answers 201 (or what a test told it to).
 */
export async function startPushServicePeer(): Promise<PushServicePeer> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const registrations = new Map<string, Registration>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let requestCount = 0;
  let delayMs = 0;
  let origin = '';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/push\/([A-Za-z0-9-]+)$/.exec(req.url ?? '');
    const body = await readBody(req);
    if (req.method !== 'POST' || !match?.[1]) return void res.writeHead(404).end();
    requestCount++;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const subscriptionId = match[1];
    const reg = registrations.get(subscriptionId);
    if (!reg) return void res.writeHead(404).end();
    try {
      const { subject } = checkVapid(req.headers.authorization, origin, reg.applicationServerKey);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'not aes128gcm');
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'no TTL');
      const text = decrypt(body, reg);
      const next = reg.answers[0];
      if (next) {
        next.times -= 1;
        if (next.times <= 0) reg.answers.shift();
        refused.push({ subscriptionId, status: next.status, reason: 'told to' });
        return void res.writeHead(next.status).end();
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const topic = req.headers.topic;
      received.push({
        subscriptionId,
        topic: typeof topic === 'string' ? topic : undefined,
        ttl,
        urgency: typeof req.headers.urgency === 'string' ? req.headers.urgency : undefined,
        text,
        json,
        subject,
      });
      res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    } catch (err) {
      const status = err instanceof Refusal ? err.status : 500;
      refused.push({ subscriptionId, status, reason: err instanceof Error ? err.message : String(err) });
      res.writeHead(status).end();
    }
  };

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    certificate: pems.cert,
    received,
    refused,
    requests: () => requestCount,
    delay(ms) {
      delayMs = ms;
    },
    subscribe(applicationServerKey) {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      registrations.set(id, { ecdh, auth, applicationServerKey, answers: [] });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
      };
    },
    answer(subscription, status, times = Number.POSITIVE_INFINITY) {
      const id = subscription.endpoint.split('/').pop() ?? '';
      registrations.get(id)?.answers.push({ status, times });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
