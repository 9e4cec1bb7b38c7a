#!/usr/bin/env node
// `node scripts/seed-large.mjs [count]`: runs seed-large.ts (the server code is TypeScript) through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./seed-large.ts', import.meta.url);
