import { mount } from 'svelte';
import Embed from './Embed.svelte';
import '@fontsource-variable/oxanium/wght.css';
import './global.css';

const target = document.getElementById('app');
if (!target) throw new Error('embed.html has no #app element');
mount(Embed, { target });
