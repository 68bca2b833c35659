// Stands in for crypto-js in the OpenAPI theme's storage helper, which hashes the names of an operation's
// security schemes with SHA-1 only to make a storage key for the selected scheme. The names themselves make as
// good a key, and the portal keeps nothing in storage anyway (`api.authPersistence: false`).
export default {
  SHA1: (message) => String(message),
};
