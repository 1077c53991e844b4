// Shapes of the content that data files fill and components render: the types live with the data, so
// data/ never imports a component (checked by tests/unit/import-rules.test.ts).

/** One question of an FAQ (components/faq/Faq.tsx); `id` is stable (anchors, tests). */
export type FaqItem = { id: string; question: string; answer: string }

/** One step of a numbered process (components/ui/Steps.tsx). */
export type Step = { title: string; text: string; meta?: string }

/** One counting figure of a stats block (components/stats/StatsCounter.tsx). */
export type StatItem = { value: number; prefix?: string; suffix?: string; label: string; description?: string }

/** One stage of the platform switcher (components/tabs/StageTabs.tsx), hello first. */
export type StageTabItem = {
  id: 'hello' | 'funding' | 'relations'
  stage: string
  title: string
  subtitle: string
  primaryMetric: string
  primaryLabel: string
  features: string[]
  description: string
}

/** One block of a generated text document (the media-data PDF, the press release), written by server/pdf.ts. */
export type PdfBlock =
  | { type: 'title'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'text'; text: string }
  | { type: 'bullet'; text: string }
  | { type: 'figure'; label: string; value: string }
  | { type: 'spacer' }
