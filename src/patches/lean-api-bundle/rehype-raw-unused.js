// Stands in for rehype-raw in the OpenAPI theme's Markdown component: our descriptions contain no raw HTML
// (tests/openapi/description.test.ts), so the HTML parser it brings (parse5, ~35 KB gzip) is never needed.
export default function rehypeRawUnused() {}
