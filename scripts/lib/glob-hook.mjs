// Registers the import.meta.glob expansion (./import-glob.mjs) as a Node loader hook. Load it after tsx:
//   node --import tsx --import ./scripts/lib/glob-hook.mjs server/index.ts
// Hooks registered later run first, so this one receives the JavaScript tsx produced from the TypeScript.
import { register } from 'node:module'

register('./import-glob.mjs', import.meta.url)
