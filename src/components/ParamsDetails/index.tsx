import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import Heading from '@theme/Heading';
import ParamsItem from '@theme/ParamsItem';

type Location = 'path' | 'query' | 'header' | 'cookie';

interface Parameter {
  in?: string;
  schema?: {
    'x-enumDescriptions'?: Record<string, string>;
    items?: {'x-enumDescriptions'?: Record<string, string>};
  };
  [key: string]: unknown;
}

interface Props {
  parameters?: Parameter[];
}

const locations: Location[] = ['path', 'query', 'header', 'cookie'];

function title(location: Location): string {
  switch (location) {
    case 'path':
      return translate({
        id: 'apiParams.title.path',
        message: 'Pfadparameter',
        description: 'Title of the path parameters of an operation',
      });
    case 'query':
      return translate({
        id: 'apiParams.title.query',
        message: 'Query-Parameter',
        description: 'Title of the query parameters of an operation',
      });
    case 'header':
      return translate({
        id: 'apiParams.title.header',
        message: 'Header-Parameter',
        description: 'Title of the header parameters of an operation',
      });
    case 'cookie':
      return translate({
        id: 'apiParams.title.cookie',
        message: 'Cookie-Parameter',
        description: 'Title of the cookie parameters of an operation',
      });
  }
}

/**
 * The parameter lists of an operation page, one per location, in the OpenAPI theme's markup. The page generator
 * (src/api-reference/pageMarkdown.ts) writes this in place of the theme's `ParamsDetails`, which titles each list with one
 * message, "{type} Parameters", into which it puts the English name of the location ("Path-Parameter" on German
 * pages); here each location has its own translated title.
 */
export default function ParamsDetails({parameters}: Props): ReactNode {
  return (
    <>
      {locations.map((location) => {
        const params = parameters?.filter((param) => param.in === location) ?? [];
        if (params.length === 0) return null;
        return (
          <Details
            key={location}
            className="openapi-markdown__details"
            style={{marginBottom: '1rem'}}
            data-collapsed={false}
            open
            summary={
              <summary>
                <Heading as="h3" className="openapi-markdown__details-summary-header-params">
                  {title(location)}
                </Heading>
              </summary>
            }>
            <ul>
              {params.map((param, index) => (
                <ParamsItem
                  key={index}
                  className="paramsItem"
                  param={{
                    ...param,
                    enumDescriptions: Object.entries(
                      param.schema?.['x-enumDescriptions'] ??
                        param.schema?.items?.['x-enumDescriptions'] ??
                        {},
                    ),
                  }}
                />
              ))}
            </ul>
          </Details>
        );
      })}
    </>
  );
}
