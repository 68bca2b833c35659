// Docusaurus Faster compiles with SWC; this file keeps Babel-based tools (and the webpack fallback) in step.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
