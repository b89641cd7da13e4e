import argon2 from 'argon2';

/**
 * The browser sends the SHA-256 hex of what the user typed (spec 1 §5); we keep only a slow hash of that.
 * argon2id: memory-hard, and its npm package ships prebuilt binaries (no compiler on install).
 */
export const hashPassword = (sha256Hex: string): Promise<string> =>
  argon2.hash(sha256Hex.toLowerCase(), { type: argon2.argon2id });

export const verifyPassword = async (hash: string, sha256Hex: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, sha256Hex.toLowerCase());
  } catch {
    return false;
  }
};
