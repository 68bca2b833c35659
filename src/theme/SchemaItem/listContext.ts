import {createContext} from 'react';

/**
 * True where the OpenAPI theme renders schema items straight into a `<ul>` (the response headers), so the
 * SchemaItem wrapper knows to make itself a list item there and nowhere else.
 */
export const InList = createContext(false);
