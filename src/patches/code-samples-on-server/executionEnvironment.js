// What the OpenAPI theme's ApiItem sees of @docusaurus/ExecutionEnvironment: it only asks whether it may
// import the request explorer, which here renders build-time samples on the server as in the browser.
export default {canUseDOM: true};
