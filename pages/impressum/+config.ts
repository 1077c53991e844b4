import type { Config } from 'vike/types'

// The head and route settings of /impressum (declared in renderer/+config.ts).
export default {
  title: 'Impressum',
  description: 'Impressum und rechtliche Hinweise der OnePitch GmbH, München.',
  keywords: ['Impressum', 'OnePitch GmbH', 'Anbieterkennzeichnung', 'Kontakt', 'München'],
} satisfies Config
