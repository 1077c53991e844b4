import type { Config } from 'vike/types'

// The head and route settings of /design-system (declared in renderer/+config.ts).
export default {
  title: 'Design-System',
  description: 'Das OnePitch Design-System: Tokens, Komponenten und Animationen auf einen Blick.',
  keywords: ['Design-System', 'Design Tokens', 'UI-Komponenten', 'Animationen', 'OnePitch'],
  robots: 'index',
  structuredData: ['WebPage'],
} satisfies Config
