// What jsdom lacks and the components call: CSS.escape (finding an option by id) and
// scrollIntoView (keeping the active option in sight). Neither changes what a test reads.
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (s: string) => s.replace(/([^\w-])/g, '\\$1');
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
