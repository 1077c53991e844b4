import type { Config } from 'vike/types'

// The head and route settings of /ueber-uns (declared in renderer/+config.ts).
export default {
  title: 'Über uns\u00a0– das Team hinter OnePitch',
  breadcrumb: 'Über uns',
  description:
    'Wer hinter OnePitch steckt: unsere Vision für faires Fundraising, das Gründungsteam aus München und die Werte, nach denen wir Startups und Angels verbinden.',
  keywords: ['OnePitch Team', 'Über uns', 'Startup Fundraising', 'Business Angels', 'Gründer München', 'Vision'],
  structuredData: ['AboutPage', 'Organization', 'Breadcrumbs'],
} satisfies Config
