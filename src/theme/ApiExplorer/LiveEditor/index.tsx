import type {ComponentProps, ReactNode} from 'react';
import LiveEditor from '@theme-original/ApiExplorer/LiveEditor';

/**
 * The request body editor is react-live's editor, whose provider also compiles and runs the text with
 * `new Function` to preview a component that is never shown. A non-string transform result makes it stop
 * before that, so the editor keeps working under a Content-Security-Policy without 'unsafe-eval'.
 * Module-level: react-live transpiles again whenever this function's identity changes.
 */
const skipEvaluation = (): undefined => undefined;

export default function LiveEditorWithoutEval(props: ComponentProps<typeof LiveEditor>): ReactNode {
  return <LiveEditor {...props} transformCode={skipEvaluation} />;
}
