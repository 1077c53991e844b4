import type { Config } from 'vike/types'

// The head and route settings of /design-system (declared in renderer/+config.ts).
export default {
  title: 'Design-System',
  description:
    'Das OnePitch Design-System: Tokens, Shortcuts, Komponenten mit ihren Einsatzorten und die Regeln für Animationen\u00a0– mit README zum Nachschlagen.',
  keywords: ['Design-System', 'Design Tokens', 'UI-Komponenten', 'Animationen', 'OnePitch'],
  structuredData: ['WebPage'],
} satisfies Config
