/** The part of des.js (1.1.0, plain CommonJS, no types of its own) that src/lib/cipher.ts uses. */
declare module 'des.js' {
  interface DesCipher {
    /** Bytes in; whole blocks out (the rest waits for more input or final). */
    update(data: ArrayLike<number>): number[];
    final(data?: ArrayLike<number>): number[];
  }
  interface DesOptions {
    type: 'encrypt' | 'decrypt';
    /** Exactly 8 bytes. */
    key: ArrayLike<number>;
    /** false: no padding at all (a trailing partial block is dropped); true (default): PKCS7, with a lax unpad. */
    padding?: boolean;
  }
  const desjs: { DES: { create(options: DesOptions): DesCipher } };
  export default desjs;
}
