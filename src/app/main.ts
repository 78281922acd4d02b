import { mount } from 'svelte';
import { config } from 'zod';
import App from './App.svelte';
import '@fontsource-variable/oxanium/wght.css';
import './global.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
// The page parses a loadout now and then: zod's compiled parsers (generated on a schema's
// first parse) cost more to build here than they ever save, and held the first render.
config({ jitless: true });
// The offline cache is installed by the app once its first answer is shown (App.svelte).
// The first render runs in a task of its own: with the bundles' evaluation it was one task
// that held the page for several tenths of a second.
setTimeout(() => mount(App, { target }));
