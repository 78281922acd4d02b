import { mount } from 'svelte';
import App from './App.svelte';
import '@fontsource-variable/oxanium/wght.css';
import './global.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
// The offline cache is installed by the app once its first answer is shown (App.svelte).
mount(App, { target });
