import {memo} from 'react';
import Markdown from '@theme-original/Markdown';

/**
 * The OpenAPI theme parses every description and summary with react-markdown while the page renders, and renders
 * them again whenever an ancestor does (the operation page re-renders once after hydration). Its only prop is the
 * Markdown text, so a render with the same text can be skipped.
 */
export default memo(Markdown);
