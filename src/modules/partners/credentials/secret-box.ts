import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Partner HMAC secrets at rest (issue 10): the server must recompute HMACs, so a secret is encrypted, not
 * hashed. AES-256-GCM under NAMEPORT_SECRET_KEY, a fresh 96-bit IV per secret, and the credential's key id as
 * additional authenticated data, so a ciphertext copied onto another credential's row does not decrypt.
 *
 * Stored form: `v1.<key fingerprint>.<base64url(iv ‖ tag ‖ ciphertext)>`. The fingerprint (first 8 hex digits of
 * SHA-256 of the key) tells "encrypted under another NAMEPORT_SECRET_KEY" apart from a damaged row.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBox {
  readonly fingerprint: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
    this.fingerprint = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  seal(plaintext: string, keyId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(keyId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `v1.${this.fingerprint}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  open(sealed: string, keyId: string): string {
    const [version, fingerprint, payload] = sealed.split('.');
    if (version !== 'v1' || !fingerprint || !payload) throw new SecretBoxError('the stored secret is not in a known format');
    if (fingerprint !== this.fingerprint) {
      throw new SecretBoxError(`the stored secret was encrypted under another NAMEPORT_SECRET_KEY (fingerprint ${fingerprint}, ours ${this.fingerprint})`);
    }
    const bytes = Buffer.from(payload, 'base64url');
    // IV, a full 16-byte tag and at least one byte of ciphertext (a secret is never empty). Without the length check
    // and `authTagLength`, a cut-down payload would be checked against a truncated tag (as short as 4 bytes).
    if (bytes.length < IV_BYTES + TAG_BYTES + 1) throw new SecretBoxError('the stored secret is truncated');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(keyId, 'utf8'));
    try {
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('the stored secret failed authentication (damaged, or moved from another credential)');
    }
  }
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * The sandbox's development key, used only with --sandbox when NAMEPORT_SECRET_KEY is unset: derived from a
 * public constant, so sandbox secrets are not confidential at rest. Live credentials are never sealed with it.
 */
export const SANDBOX_DEVELOPMENT_KEY = createHash('sha256').update('nameport sandbox development key; never for live credentials').digest();
