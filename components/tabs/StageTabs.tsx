import type { StageTabItem } from '../../data/content'
import type { Startup } from '../../data/startups'
import { PhaseBadge, PosterFace } from '../demo-card/PosterFace'
import { CheckList } from '../ui/CheckList'
import { LazyImage } from '../ui/LazyImage'
import { SampleChip } from '../ui/SampleView'
import { Tabs } from './Tabs'

/** What a stage's view shows of its sample pitch (resolved on the server, see StageTabsBlock). */
export type FeedSample = Pick<
  Startup,
  | 'name'
  | 'founder'
  | 'location'
  | 'description'
  | 'posterUrl'
  | 'headerBadge'
  | 'category'
  | 'stage'
  | 'minInvestment'
  | 'raising'
>

/** An angel as the founder's views show her: name and illustrated face (data/angels.ts). */
export type AngelFace = { name: string; image: string }
/** An angel with an intro request for the Fundraising pitch: her face and investment focus. */
export type AngelRequest = AngelFace & { focus: string }

type Props = {
  items: StageTabItem[]
  samples: Record<StageTabItem['id'], FeedSample>
  /** The angels who keep the Say-Hello pitch on their watchlist: name, face and focus. */
  watchers: AngelRequest[]
  /** The angels whose intro requests the Fundraising view lists. */
  requests: AngelRequest[]
}

/** What the matching weighs, each shown as met on a requesting angel's row (the hero's „Branche, Phase, Ticket“). */
const reasons = ['Branche', 'Phase', 'Ticket'] as const

/**
 * The three-stage switcher (hello, funding, relations), hello first: the stage's texts, its features and its price as
 * one line on the left; on the right the stage as the founder sees it in the product, a window of its own per stage,
 * each built from the stage's sample pitch, one sample through all three (session 32 review): who keeps the pitch on
 * a watchlist (hello), its round and the intro requests of the angels the matching found, each with what matched
 * (funding: the page's promise, industry, stage and ticket, shown as a result), the update it sent (relations). The tab row flush left above the panel (session 31:
 * half over its edge with a white ring it read as neither above nor in it); the window fills its column's height
 * (it floated with ~130 px of grey above and below). On phones the grey panel too, with 16 px padding and 24 px under
 * the tabs (session 32 review); the tabs numbered as phases 1–3.
 */
export default function StageTabs({ items, samples, watchers, requests }: Props) {
  return (
    <Tabs
      label="Phasen der Plattform"
      initial="hello"
      gap="gap-6"
      tabs={items.map((item, index) => ({
        id: item.id,
        // Numbered as phases 1–3 from 640 px (session 32 review; on a phone the three share one row without them); the
        // number drawn, the tab's name stays the stage's.
        label: (
          <span className="inline-flex items-center gap-2">
            <span
              className="hidden h-5 w-5 items-center justify-center rounded-full bg-ink-900 sm:flex text-[0.6875rem] font-bold tabular-nums text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            {item.stage}
          </span>
        ),
        panel: (
          <div
            className="grid grid-cols-1 gap-6 rounded-3xl bg-ink-50 p-4 sm:gap-8 sm:rounded-4xl sm:p-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12 lg:p-10"
            data-stage-panel
          >
            <div className="flex flex-col gap-4 md:self-center">
              <h3 className="text-2xl font-bold text-ink-900 sm:text-3xl">{item.title}</h3>
              <p className="prose">{item.description}</p>
              <CheckList items={item.features} />
              {/* The price as one line: figure and what it is for (review: a 48 px „0 €“ made the panel a price card);
                  on a phone the figure on a line of its own (fix round 31: the label wrapped under it). */}
              <p className="mt-2 border-t border-ink-200 pt-4 text-ink-700" data-stage-metric>
                <span className="block text-xl font-extrabold tabular-nums text-ink-900 sm:mr-2 sm:inline">
                  {item.primaryMetric}
                </span>
                {item.primaryLabel}
              </p>
            </div>
            <StageView item={item} sample={samples[item.id]} watchers={watchers} requests={requests} />
          </div>
        ),
      }))}
    />
  )
}

/** A product window as the founder sees it: its bar names the stage and its moment, the sample chip beside it. */
function StageView({
  item,
  sample,
  watchers,
  requests,
}: {
  item: StageTabItem
  sample: FeedSample
  watchers: AngelRequest[]
  requests: AngelRequest[]
}) {
  return (
    <figure
      className="m-0 flex flex-col overflow-hidden rounded-2xl bg-white shadow-lift ring-1 ring-ink-200"
      data-stage-view={item.id}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b border-ink-100 px-4 py-3 text-xs font-semibold text-ink-700 sm:text-sm lg:px-6 lg:py-4 lg:text-base">
        {`${item.stage} · ${item.subtitle}`}
        <SampleChip text="Beispiel" />
      </figcaption>
      <div className="flex flex-1 flex-col justify-between gap-4 p-4 sm:p-5 lg:gap-5 lg:p-6">
        {item.id === 'relations' ? (
          <Update sample={sample} readers={watchers} />
        ) : item.id === 'funding' ? (
          <Requests sample={sample} requests={requests} />
        ) : (
          <Watchlist sample={sample} watchers={watchers} />
        )}
      </div>
    </figure>
  )
}

/** A face from the site's illustrated people, on the portraits' one grey ground; `box` sets its size. */
function Face({ angel, box }: { angel: AngelFace; box: string }) {
  return (
    <LazyImage src={angel.image} alt="" width={44} height={44} className={`shrink-0 rounded-full bg-ink-100 ${box}`} />
  )
}

/** The founder's own pitch as the windows head it: face, badge, name and its facts in one line. */
function OwnPitch({ sample, facts }: { sample: FeedSample; facts: string }) {
  return (
    <div className="flex items-center gap-3">
      <PosterFace startup={sample} width={56} className="rounded-xl" />
      <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <PhaseBadge text={sample.headerBadge.text} />
        <span className="font-bold leading-tight text-ink-900 lg:text-lg">{sample.name}</span>
        <span className="text-xs leading-snug text-ink-600">{facts}</span>
      </span>
    </div>
  )
}

/**
 * Say Hello: the pitch, the angels who keep it on their watchlist, each named with her focus and where she stands (the
 * first has asked for the deck, the others watch), and the founder's two quiet actions. Fix round 32: one line of faces
 * left the window half empty beside the stage's text.
 */
function Watchlist({ sample, watchers }: { sample: FeedSample; watchers: AngelRequest[] }) {
  return (
    <>
      <OwnPitch sample={sample} facts={`${sample.founder} · ${sample.location}`} />
      <p className="text-sm leading-relaxed text-ink-700 lg:text-base">{sample.description}</p>
      {watchers.length ? (
        <div className="flex flex-col gap-1">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <span className="i-lucide-bookmark text-base text-ink-500" aria-hidden="true" />
            {`Auf der Watchlist · ${watchers.length}`}
          </p>
          <ul className="flex flex-col divide-y divide-ink-100" data-stage-watchers>
            {watchers.map((angel, index) => (
              // Fix round 32b: on a phone the status on the name's line and the focus across the row under both (beside
              // the status the focus was cut to „Retail Tech, Co…“); from 640 px the status centred beside both lines.
              <li
                key={angel.name}
                className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-0.5 py-2.5 last:pb-0 sm:gap-x-3"
              >
                <Face angel={angel} box="col-start-1 row-[1/3] h-9 w-9 sm:h-10 sm:w-10" />
                <span className="col-[2/3] row-[1/2] truncate text-sm font-semibold leading-tight text-ink-900">
                  {angel.name}
                </span>
                <span className="col-[2/4] row-[2/3] truncate text-xs text-ink-600 sm:col-[2/3]" data-stage-focus>
                  {angel.focus}
                </span>
                {index === 0 ? (
                  <span
                    className="col-[3/4] row-[1/2] inline-flex shrink-0 items-center gap-1 justify-self-end rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 sm:row-[1/3]"
                    data-stage-watcher="deck"
                  >
                    <span className="i-lucide-file-text text-sm" aria-hidden="true" />
                    Deck angefragt
                  </span>
                ) : (
                  <span
                    className="col-[3/4] row-[1/2] shrink-0 justify-self-end text-xs text-ink-600 sm:row-[1/3]"
                    data-stage-watcher="watching"
                  >
                    beobachtet
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Buttons primary={['i-lucide-send', 'Update senden']} second={['i-lucide-lock', 'Deck auf Anfrage']} />
    </>
  )
}

/**
 * Fundraising: the same pitch in its round (its sum and smallest ticket), over the intro requests of the angels the
 * matching found for it (session 32 review: follow one sample through the tabs), each with her focus, what matched
 * (industry, stage, ticket) and the founder's answer, the first one the view's one primary move.
 */
function Requests({ sample, requests }: { sample: FeedSample; requests: AngelRequest[] }) {
  return (
    <>
      <div className="flex flex-col gap-3 rounded-xl bg-ink-50 p-3">
        <OwnPitch sample={sample} facts={`${sample.category} · ${sample.stage}`} />
        <p className="grid grid-cols-2 gap-2 text-xs text-ink-600" data-stage-round>
          <span className="flex flex-col rounded-lg bg-white px-3 py-2">
            Runde
            <span className="text-base font-bold tabular-nums text-ink-900">{sample.raising}</span>
          </span>
          <span className="flex flex-col rounded-lg bg-white px-3 py-2">
            Ticket ab
            <span className="text-base font-bold tabular-nums text-ink-900">{sample.minInvestment}</span>
          </span>
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <span className="i-lucide-sparkles text-base text-ink-500" aria-hidden="true" />
          {`Intro-Anfragen · ${requests.length}`}
        </p>
        <ol className="flex flex-col divide-y divide-ink-100" data-stage-matches>
          {requests.map((angel, index) => (
            <li key={angel.name} className="flex items-center gap-2 py-3 last:pb-0 sm:gap-3">
              <Face angel={angel} box="h-9 w-9 sm:h-11 sm:w-11" />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate font-semibold leading-tight text-ink-900">{angel.name}</span>
                <span className="truncate text-xs text-ink-600">{angel.focus}</span>
                <span className="flex flex-wrap gap-x-1 gap-y-0.5 text-[0.6875rem] text-ink-700 sm:gap-x-3 sm:text-xs">
                  {reasons.map((reason) => (
                    <span key={reason} className="inline-flex items-center gap-0.5">
                      <span className="i-lucide-check text-xs text-mint-700 sm:text-sm" aria-hidden="true" />
                      {reason}
                    </span>
                  ))}
                </span>
              </span>
              <span
                className={`flex h-8 w-8 shrink-0 items-center justify-center gap-1 rounded-full text-xs font-semibold sm:h-auto sm:w-auto sm:px-2.5 sm:py-1.5 ${
                  index === 0 ? 'bg-brand-600 text-white' : 'text-ink-700 ring-1 ring-inset ring-ink-200'
                }`}
                aria-hidden="true"
                data-stage-request={index === 0 ? 'primary' : 'quiet'}
              >
                <span className="i-lucide-check text-sm" />
                {/* On a phone the mark alone: its label pushed the three reasons onto two lines. */}
                <span className="hidden sm:inline">Annehmen</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}

/**
 * A drawn action, not a control: one quiet mock style for every button in the windows (review 30c: a flat magenta
 * „Auf die Watchlist“ looked like the page's call to action beside its gradient primaries).
 */
const pill =
  'flex items-center justify-center gap-1 whitespace-nowrap rounded-full bg-ink-100 px-2 py-1.5 text-ink-800 sm:gap-1.5 sm:px-3.5 sm:py-2'

/** One drawn action: its icon and label in the windows' quiet mock style, hidden from screen readers. */
function MockButton({ icon, text, className }: { icon: string; text: string; className: string }) {
  return (
    <span className={`${pill} ${className}`} aria-hidden="true">
      <span className={`${icon} shrink-0 text-sm text-ink-500 sm:text-base`} />
      {text}
    </span>
  )
}

/** The view's two actions, drawn (not controls), side by side at every width (at 390 they wrapped at two widths). */
function Buttons({ primary, second }: { primary: [string, string]; second: [string, string] }) {
  return (
    <div className="flex gap-2 text-xs font-semibold sm:text-sm" aria-hidden="true" data-stage-mock-buttons>
      {[primary, second].map(([icon, text]) => (
        <MockButton key={text} icon={icon} text={text} className="min-w-0 flex-1 sm:flex-none" />
      ))}
    </div>
  )
}

/** After the round: an update to every investor at once, its text drawn as lines (no invented copy). */
function Update({ sample, readers }: { sample: FeedSample; readers: AngelFace[] }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <PosterFace startup={sample} width={40} className="rounded-lg" />
        <span className="flex min-w-0 flex-col">
          <span className="font-bold leading-tight text-ink-900">{`Update von ${sample.name}`}</span>
          <span className="truncate text-xs text-ink-600">{sample.founder}</span>
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
        An:
        {['Alle Angels der Runde', 'Watchlist'].map((to) => (
          <span key={to} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-800">
            {to}
          </span>
        ))}
      </p>
      <span className="flex flex-col gap-2" aria-hidden="true">
        <span className="h-2 w-full rounded-full bg-ink-100" />
        <span className="h-2 w-11/12 rounded-full bg-ink-100" />
        <span className="h-2 w-2/3 rounded-full bg-ink-100" />
      </span>
      {/* Sent (session 32 review: the tabs follow one sample through its phases): who opened it, as faces. */}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-3" data-stage-sent>
        <span className="flex items-center gap-2 text-xs text-ink-600 sm:text-sm">
          <span className="flex shrink-0 -space-x-2">
            {readers.map((angel) => (
              <Face key={angel.name} angel={angel} box="h-7 w-7 ring-2 ring-white" />
            ))}
          </span>
          Öffnungen · Reaktionen
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-mint-50 px-2.5 py-1 text-xs font-semibold text-mint-800">
          <span className="i-lucide-check text-sm" aria-hidden="true" />
          Gesendet
        </span>
      </div>
    </>
  )
}
