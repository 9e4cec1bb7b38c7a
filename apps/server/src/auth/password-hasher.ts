/**
 * How account passwords are hashed and checked. By default the auth library's own: scrypt
 * (N 16384, r 16) on the libuv thread pool, about 0.1 s of one core per hash — the point of it.
 * Only the test suites pass another (test/fast-password-hasher.ts), the way Django's test settings
 * swap in a cheap hasher: thousands of throwaway sign-ups would otherwise spend minutes in scrypt.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}
