import { Section } from '../../components/ui/Section'
import { assessmentLayers } from './copy'
import { ReportDetail } from './ReadinessReport'

/**
 * The signature's second half: the full report (each of the five layers with its text and score against the
 * investor threshold), drawn by the same component as the hero's summary.
 */
export function LayersSection() {
  return (
    <Section copy={assessmentLayers} id="assessment">
      <ReportDetail />
    </Section>
  )
}
