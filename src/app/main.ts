import { mount } from 'svelte';
import App from './App.svelte';
import { registerOffline } from './offline.ts';
import '@fontsource-variable/oxanium/wght.css';
import './global.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
mount(App, { target });
registerOffline();
