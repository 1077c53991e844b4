import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Über uns – das Team hinter OnePitch',
  breadcrumb: 'Über uns',
  description:
    'Wer hinter OnePitch steckt: unsere Vision für faires Fundraising, das Gründungsteam aus München und die Werte, nach denen wir Startups und Angels verbinden.',
  keywords: ['OnePitch Team', 'Über uns', 'Startup Fundraising', 'Business Angels', 'Gründer München', 'Vision'],
  robots: 'index',
  structuredData: [{ type: 'AboutPage' }, { type: 'Organization' }, { type: 'Breadcrumbs' }],
}
