// The OpenAPI theme's storage helper imports all of crypto-js (24 KB gzip) to compute one SHA-1 hash.
import SHA1 from 'crypto-js/sha1';

export default {SHA1};
