import { z } from 'zod';

// A command validates a scenario or two and exits: zod's compiled fast path (generated with
// `new Function` on an object schema's first parse) costs more to build than it ever saves.
// Imported first, before any schema is made (each reads the setting when it is made).
z.config({ jitless: true });
