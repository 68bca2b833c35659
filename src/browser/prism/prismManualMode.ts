// Prism's core highlights every `code` element of the page by itself once the document has loaded, unless a
// global `Prism` asks it not to before the core is evaluated. React owns these elements.
(globalThis as {Prism?: object}).Prism = {manual: true, disableWorkerMessageHandler: true};

export {};
