// comlink ships the types of its Node adapter beside the .mjs file under a .d.ts name.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  export { default } from 'comlink/dist/esm/node-adapter';
}
