// Stands in for pako in the OpenAPI theme's `ApiItem`: the pages carry their operation as a plain object
// (`disableCompression` in docusaurus.config.ts), which `ApiItem` takes as it is when it fails to read it as
// compressed text, so nothing is ever inflated.
export function ungzip() {
  throw new Error(
    'lean-api-bundle: an operation page carries a compressed operation; see disableCompression',
  );
}
