// The OpenAPI theme's storage helper imports all of crypto-js (24 KB gzip) to compute one SHA-1 hash, and only
// for credentials the portal never keeps; the hash module is evaluated the first time a hash is asked for.
export default {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated on first use only
  SHA1: (message) => require('crypto-js/sha1')(message),
};
