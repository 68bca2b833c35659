// @types/prismjs types the bundle (`prismjs`); these are its core and grammar files, imported one by one.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}

declare module 'prismjs/components/prism-*';
