import type {ComponentProps, ReactNode} from 'react';
import ResponseHeaders from '@theme-original/ResponseHeaders';

import {InList} from '../SchemaItem/listContext';

/** The theme lists response headers as schema items straight in a `<ul>`; see SchemaItem. */
export default function ResponseHeadersWrapper(props: ComponentProps<typeof ResponseHeaders>): ReactNode {
  return (
    <InList.Provider value={true}>
      <ResponseHeaders {...props} />
    </InList.Provider>
  );
}
