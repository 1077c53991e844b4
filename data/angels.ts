import { z } from 'zod'

/*
 * The 30 Spotlight angels: 15 revealed with their full profile, 15 placeholders with
 * only a name and their investment focus until they are announced. `investments` is a comma-separated
 * focus list, as in the spec. Every person is fictional; portraits are illustrations under /images/people/.
 */

export const angelSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  title: z.string(),
  achievements: z.string(),
  superpower: z.string(),
  investments: z.string().min(1),
  image: z.union([z.literal(''), z.string().regex(/^\/images\/people\/[a-z0-9-]+\.svg$/)]),
  revealed: z.boolean(),
})

export type Angel = z.infer<typeof angelSchema>

type Revealed = Omit<Angel, 'id' | 'image' | 'revealed'> & { slug: string }

const revealed: Revealed[] = [
  {
    slug: 'henrike-sommer',
    name: 'Dr. Henrike Sommer',
    title: 'Business Angel, Gründerin im Ruhestand',
    achievements: 'Medizintechnik-Startup gegründet und 2019 verkauft, seitdem 14 Beteiligungen',
    superpower: 'Regulatorik und Zulassung im Gesundheitsmarkt',
    investments: 'HealthTech, MedTech, Digital Health',
  },
  {
    slug: 'marco-bellini',
    name: 'Marco Bellini',
    title: 'Business Angel, ehemaliger VP\u00a0Sales',
    achievements: 'Vertrieb eines SaaS-Scale-ups von 2 auf 60\u00a0Mio.\u00a0€ Umsatz aufgebaut',
    superpower: 'Die ersten 100 B2B-Kunden gewinnen',
    investments: 'SaaS, Sales Tech, B2B-Marktplätze',
  },
  {
    slug: 'theresa-kranz',
    name: 'Theresa Kranz',
    title: 'Angel-Investorin & Fintech-Gründerin',
    achievements: 'Zahlungsdienstleister mitgegründet, 9 Angel-Investments, 2 Exits im Portfolio',
    superpower: 'Lizenzen, Banken und Kooperationen',
    investments: 'Fintech, Insurtech, RegTech',
  },
  {
    slug: 'lukas-bergmann',
    name: 'Lukas Bergmann',
    title: 'Business Angel, Ingenieur & Unternehmer',
    achievements: 'Familienunternehmen im Maschinenbau digitalisiert, 11 DeepTech-Beteiligungen',
    superpower: 'Hardware-Startups in die Serie bringen',
    investments: 'DeepTech, Robotics, Industrie\u00a04.0',
  },
  {
    slug: 'aylin-kaya',
    name: 'Aylin Kaya',
    title: 'Angel-Investorin, ehemalige Chief People Officer',
    achievements: 'Personalbereich eines Tech-Konzerns mit 4.000 Mitarbeitenden geleitet',
    superpower: 'Teams aufbauen, die bleiben',
    investments: 'HR-Tech, Future of Work, EdTech',
  },
  {
    slug: 'georg-lindner',
    name: 'Georg Lindner',
    title: 'Business Angel & Bauunternehmer',
    achievements: 'Mittelständische Baugruppe in dritter Generation geführt, 8 PropTech-Beteiligungen',
    superpower: 'Zugang zu Entscheidern der Bau- und Immobilienbranche',
    investments: 'PropTech, ConTech, Energie',
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    title: 'Angel-Investorin, KI-Forscherin',
    achievements: 'Machine-Learning-Plattform aufgebaut und an einen Softwarekonzern verkauft',
    superpower: 'KI-Produkte vom Prototyp zur Produktion',
    investments: 'KI, Data Infrastructure, DevTools',
  },
  {
    slug: 'stefan-oberhuber',
    name: 'Stefan Oberhuber',
    title: 'Business Angel, Lebensmittelunternehmer',
    achievements: 'Regionale Lebensmittelmarke zum DACH-weiten Anbieter gemacht',
    superpower: 'Lieferketten und Handelspartner',
    investments: 'FoodTech, AgriTech, Supply Chain',
  },
  {
    slug: 'julia-eberhardt',
    name: 'Julia Eberhardt',
    title: 'Impact-Investorin',
    achievements: 'Über 20 Beteiligungen an Klima-Startups, Mitgründerin eines Angel-Clubs',
    superpower: 'Klimawirkung messbar machen',
    investments: 'Climate Tech, CleanTech, Kreislaufwirtschaft',
  },
  {
    slug: 'kwame-mensah',
    name: 'Kwame Mensah',
    title: 'Business Angel, Logistik-Unternehmer',
    achievements: 'Last-Mile-Logistiker gegründet, heute in 40 Städten aktiv',
    superpower: 'Operative Exzellenz in Marktplätzen',
    investments: 'Mobilität, Logistik, Marktplätze',
  },
  {
    slug: 'leyla-reiter',
    name: 'Leyla Reiter',
    title: 'Angel-Investorin, ehemalige Handelsmanagerin',
    achievements: 'E-Commerce eines Handelskonzerns verantwortet, 10 Beteiligungen',
    superpower: 'Handel und Plattformen verstehen',
    investments: 'Retail Tech, Commerce Enablement, SaaS',
  },
  {
    slug: 'nikolai-petrov',
    name: 'Nikolai Petrov',
    title: 'Business Angel, Sicherheitsexperte',
    achievements: 'IT-Security-Beratung mit 150 Mitarbeitenden aufgebaut und verkauft',
    superpower: 'Enterprise-Vertrieb an IT-Abteilungen',
    investments: 'Cybersecurity, Enterprise SaaS, Cloud',
  },
  {
    slug: 'elena-hartwig',
    name: 'Elena Hartwig',
    title: 'Angel-Investorin & Juristin',
    achievements: 'LegalTech mitgegründet, Beirätin in drei Startups',
    superpower: 'Regulierte Märkte erschließen',
    investments: 'LegalTech, GovTech, Compliance',
  },
  {
    slug: 'paul-ziegler',
    name: 'Paul Ziegler',
    title: 'Business Angel, Industrie-Manager',
    achievements: 'Geschäftsführer eines Automatisierungsspezialisten, 7 IoT-Beteiligungen',
    superpower: 'Pilotkunden in der Industrie finden',
    investments: 'Industrial IoT, Hardware, Manufacturing',
  },
  {
    slug: 'miriam-adler',
    name: 'Miriam Adler',
    title: 'Angel-Investorin, Stiftungsvorständin',
    achievements: 'Bildungsstiftung aufgebaut, 12 Impact-Beteiligungen',
    superpower: 'Wirkung und Wachstum verbinden',
    investments: 'Impact, EdTech, Social Enterprise',
  },
]

const placeholderFocus = [
  'SaaS, Fintech, KI',
  'HealthTech, Biotech',
  'Climate Tech, Energie, Mobilität',
  'PropTech, ConTech',
  'B2B-Marktplätze, Logistik',
  'DeepTech, Robotics',
  'EdTech, HR-Tech',
  'Cybersecurity, Cloud',
  'Insurtech, RegTech',
  'FoodTech, AgriTech',
  'Industrie\u00a04.0, IoT',
  'LegalTech, GovTech',
  'KI, Data Infrastructure',
  'Retail Tech, E-Commerce',
  'Impact, Social Enterprise',
]

export const angels: Angel[] = z.array(angelSchema).parse([
  ...revealed.map(({ slug, ...angel }) => ({
    ...angel,
    id: slug,
    image: `/images/people/${slug}.svg`,
    revealed: true,
  })),
  ...placeholderFocus.map((investments, index) => ({
    id: `angel-${revealed.length + index + 1}`,
    name: `Angel ${revealed.length + index + 1}`,
    title: '',
    achievements: '',
    superpower: '',
    investments,
    image: '',
    revealed: false,
  })),
])

export const ANGEL_PREVIEW = 6
