import { z } from 'zod'

/*
 * The Spotlight jury (spec 001 §3 "Jury member"): 30 seats, sorted by `priority` (ascending). The spec
 * gives several readings of how many are revealed; we use the landing page's: 18 revealed, the other 12
 * are numbered placeholders with empty fields until their names are announced. Every person is fictional;
 * the portraits are illustrations under /images/people/.
 */

export const juryMemberSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  title: z.string(),
  experience: z.string(),
  superpower: z.string(),
  themes: z.array(z.string().min(1)),
  image: z.union([z.literal(''), z.string().regex(/^\/images\/people\/[a-z0-9-]+\.svg$/)]),
  revealed: z.boolean(),
  priority: z.int().min(1),
})

export type JuryMember = z.infer<typeof juryMemberSchema>

type Revealed = Omit<JuryMember, 'id' | 'image' | 'revealed' | 'priority'> & { slug: string }

const revealed: Revealed[] = [
  {
    slug: 'katrin-vollmer',
    name: 'Dr. Katrin Vollmer',
    title: 'Partnerin, Nordlicht Ventures',
    experience: '15 Jahre Venture Capital, über 40 Seed-Investments in B2B-Software',
    superpower: 'Erkennt in 60\u00a0Sekunden, ob ein Team wirklich umsetzen kann',
    themes: ['B2B-SaaS', 'Fintech', 'Teams'],
  },
  {
    slug: 'emre-aksoy',
    name: 'Emre Aksoy',
    title: 'Gründer & CEO, Lagerwerk',
    experience: 'Logistik-SaaS von 0 auf 120 Mitarbeitende aufgebaut, Exit 2022',
    superpower: 'Skalierung von Vertrieb und Operations',
    themes: ['Logistik', 'Skalierung', 'Operations'],
  },
  {
    slug: 'johanna-petersen',
    name: 'Johanna Petersen',
    title: 'Head of Corporate Venturing, Brennwald Industrie',
    experience: 'Verantwortet seit 8 Jahren Pilotprojekte zwischen Mittelstand und Startups',
    superpower: 'Weiß, was Konzerne wirklich einkaufen',
    themes: ['Industrie 4.0', 'Corporate Partnerships', 'Pilotkunden'],
  },
  {
    slug: 'benedikt-rauscher',
    name: 'Benedikt Rauscher',
    title: 'Business Angel & ehemaliger CFO',
    experience: '20 Jahre Finanzen in Wachstumsunternehmen, 12 Angel-Beteiligungen',
    superpower: 'Unit Economics in drei Fragen',
    themes: ['Finanzen', 'Unit Economics', 'Fundraising'],
  },
  {
    slug: 'nadia-haddad',
    name: 'Nadia Haddad',
    title: 'Gründerin, Klarwerk Analytics',
    experience: 'Zweifache Gründerin, Seed-Runde 2023 mit Business Angels abgeschlossen',
    superpower: 'Datengetriebene Produktentscheidungen',
    themes: ['Data & AI', 'Produkt', 'Seed'],
  },
  {
    slug: 'felix-brenner',
    name: 'Felix Brenner',
    title: 'Principal, Isarkapital',
    experience: 'Früher Produktmanager, seit 6 Jahren Investor im Pre-Seed-Bereich',
    superpower: 'Findet die Lücke im Markt, bevor andere sie sehen',
    themes: ['Pre-Seed', 'Marktanalyse', 'SaaS'],
  },
  {
    slug: 'mei-lin-schubert',
    name: 'Mei-Lin Schubert',
    title: 'Startup-Coach, Gründerzentrum Mainufer',
    experience: 'Hat über 200 Teams durch Inkubator- und Accelerator-Programme begleitet',
    superpower: 'Macht aus einem guten Pitch einen klaren',
    themes: ['Pitch-Coaching', 'Storytelling', 'Frühphase'],
  },
  {
    slug: 'tobias-keller',
    name: 'Prof. Dr. Tobias Keller',
    title: 'Professor für Entrepreneurship',
    experience: 'Forscht zu Gründungsteams und betreut Ausgründungen aus der Hochschule',
    superpower: 'Trennt Hype von belastbaren Annahmen',
    themes: ['DeepTech', 'Ausgründungen', 'Forschung'],
  },
  {
    slug: 'sarah-lindqvist',
    name: 'Sarah Lindqvist',
    title: 'VP Product, Taktwerk Software',
    experience: 'Hat drei B2B-Produkte vom Prototyp bis zum Product-Market-Fit geführt',
    superpower: 'Product-Market-Fit erkennen',
    themes: ['Produkt', 'B2B-SaaS', 'UX'],
  },
  {
    slug: 'malik-osei',
    name: 'Malik Osei',
    title: 'Investment Manager, Förderfonds Süd',
    experience: 'Begleitet Seed-Finanzierungen mit öffentlichem Co-Investment',
    superpower: 'Kennt jede Fördermöglichkeit für die Frühphase',
    themes: ['Förderung', 'Co-Investment', 'Seed'],
  },
  {
    slug: 'carolin-wendt',
    name: 'Carolin Wendt',
    title: 'Gründerin & CEO, Teamkern',
    experience: 'HR-Tech-Startup mit 3.000 Firmenkunden aufgebaut',
    superpower: 'Go-to-Market im Mittelstand',
    themes: ['HR-Tech', 'Go-to-Market', 'Mittelstand'],
  },
  {
    slug: 'jan-niklas-hoffmeister',
    name: 'Jan-Niklas Hoffmeister',
    title: 'Growth Advisor',
    experience: 'Früher Head of Growth bei zwei B2B-Scale-ups, heute Berater für Frühphasen-Teams',
    superpower: 'Wachstumskanäle, die wirklich funktionieren',
    themes: ['Growth', 'Marketing', 'Sales'],
  },
  {
    slug: 'leonie-baum',
    name: 'Leonie Baum',
    title: 'Partnerin, Baum & Seidel Rechtsanwälte',
    experience: 'Berät Startups bei Finanzierungsrunden und Beteiligungsverträgen',
    superpower: 'Sieht Stolperfallen im Cap Table sofort',
    themes: ['Recht', 'Beteiligungen', 'Term Sheets'],
  },
  {
    slug: 'oemer-yildiz',
    name: 'Ömer Yıldız',
    title: 'CTO & Mitgründer, Codevia',
    experience: 'Baut seit 12 Jahren Cloud-Plattformen, Tech-Mentor in mehreren Programmen',
    superpower: 'Bewertet Tech-Stacks und Teams in Minuten',
    themes: ['Tech', 'Cloud', 'Security'],
  },
  {
    slug: 'franziska-albrecht',
    name: 'Franziska Albrecht',
    title: 'Ecosystem Lead, Hafenkante Startup Hub',
    experience: 'Vernetzt Gründende mit Investor:innen, Corporates und Mentor:innen',
    superpower: 'Kennt die richtige Person für jedes Problem',
    themes: ['Netzwerk', 'Ökosystem', 'Community'],
  },
  {
    slug: 'david-kowalski',
    name: 'David Kowalski',
    title: 'Seriengründer & Business Angel',
    experience: 'Drei Gründungen, zwei Exits, heute Angel für B2B-Marktplätze',
    superpower: 'Marktplatz-Mechaniken durchschauen',
    themes: ['Marktplätze', 'Exits', 'Angel-Investing'],
  },
  {
    slug: 'anna-lena-frick',
    name: 'Anna-Lena Frick',
    title: 'B2B-Sales-Coach',
    experience: 'Hat Vertriebsteams in über 50 Startups aufgebaut und trainiert',
    superpower: 'Erkennt, ob ein Produkt sich verkaufen lässt',
    themes: ['Sales', 'Pricing', 'Enterprise'],
  },
  {
    slug: 'rafael-moreno',
    name: 'Rafael Moreno',
    title: 'Venture Partner, Grünfeld Climate Fund',
    experience: 'Investiert in Klimatechnologien mit B2B-Geschäftsmodell',
    superpower: 'Impact und Rendite zusammendenken',
    themes: ['Climate Tech', 'Energie', 'Impact'],
  },
]

const placeholder = (seat: number): JuryMember => ({
  id: `jury-${seat}`,
  name: `Jury-Mitglied ${seat}`,
  title: '',
  experience: '',
  superpower: '',
  themes: [],
  image: '',
  revealed: false,
  priority: seat,
})

export const jury: JuryMember[] = z.array(juryMemberSchema).parse([
  ...revealed.map(({ slug, ...member }, index) => ({
    ...member,
    id: slug,
    image: `/images/people/${slug}.svg`,
    revealed: true,
    priority: index + 1,
  })),
  ...Array.from({ length: 30 - revealed.length }, (_, index) => placeholder(revealed.length + index + 1)),
])

/** The jury in display order (priority ascending). */
export const juryByPriority = (): JuryMember[] => [...jury].sort((a, b) => a.priority - b.priority)

export const JURY_PREVIEW = 8
