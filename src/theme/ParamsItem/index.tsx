import type {ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import type {Props} from '@theme-original/ParamsItem';

/** The theme lists parameters as `<div>`s in a `<ul>`; each becomes the content of an `<li>` (axe: list). */
export default function ParamsItemWrapper(props: Props): ReactNode {
  return (
    <li className="openapi-list-item">
      <ParamsItem {...props} />
    </li>
  );
}
