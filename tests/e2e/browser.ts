import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Disposable,
  type Page,
  type Request,
} from 'playwright-core'
import { afterEach, expect, inject } from 'vitest'
import { serveBuild } from '../../scripts/lib/serve-build'
import { browserServerEnv } from '../support/app'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

let browser: Browser | undefined

/** Debian's Chromium, driven by playwright-core (Playwright's own browser download does not work here). */
async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  })
  return browser
}

export async function closeBrowser() {
  keptTabs.clear()
  await browser?.close()
  browser = undefined
}

const baseURL = () => inject('baseURL')

/**
 * A second production server whose clock starts at `at` (PREVIEW_AT): for pages in another phase. Its
 * database stays in memory (nothing it stores outlives the test).
 */
export const previewServer = (at: string) =>
  serveBuild({ ...browserServerEnv, LOG_LEVEL: 'warn', PREVIEW_AT: at, DATA_DIR: 'memory://' })

export type Watched = {
  page: Page
  context: BrowserContext
  consoleErrors: string[]
  failedRequests: string[]
  thirdPartyRequests: string[]
  /** Ends the visit: the tab is cleared and kept for the next test, or closed if it cannot be cleared. */
  close: () => Promise<void>
}

type PageOptions = {
  allowHosts?: string[]
  reducedMotion?: 'reduce' | 'no-preference'
  hasTouch?: boolean
  /** false: the page as a browser without JavaScript sees it. */
  javaScriptEnabled?: boolean
  /** Another server than the shared one (e.g. one started at another point of the timeline). */
  baseURL?: string
}

/**
 * A browser tab, kept from test to test within a worker. Opening a tab costs about 1.3 s of CPU (a renderer
 * and its compositor are set up; six page visits took 13.3–19.8 s of the machine's CPU in fresh contexts and
 * 5.6–10 s in one tab), and the browser suite is CPU-bound. A test gets a kept tab of its kind (viewport, touch,
 * JavaScript, motion, server) cleared to what a new one holds: a blank page, no cookies, no storage, an
 * empty HTTP cache, no init scripts, no listeners but the watcher's. A tab whose machinery a test changed (a
 * fake clock, request routes, permissions, headers, a CDP session of its own) is closed instead.
 */
type Tab = {
  key: string
  origin: string
  context: BrowserContext
  page: Page
  cdp: CDPSession
  scripts: Disposable[]
  changed: boolean
  allowHosts: string[]
  watched?: Watched
}

const keptTabs = new Map<string, Tab>()

/** Methods whose effect on a tab cannot be undone by clearing it: a tab that used one is not kept. */
const unclearableOnBoth = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const
const unclearable = {
  page: [...unclearableOnBoth, 'emulateMedia', 'setViewportSize'],
  context: [...unclearableOnBoth, 'grantPermissions', 'setGeolocation', 'setOffline', 'newCDPSession'],
} as const

function markChanges(tab: Tab) {
  const wrap = (target: object, name: string) => {
    const holder = target as Record<string, (...args: unknown[]) => unknown>
    const original = (holder[name] as (...args: unknown[]) => unknown).bind(target)
    holder[name] = (...args: unknown[]) => {
      tab.changed = true
      return original(...args)
    }
  }
  for (const name of unclearable.page) wrap(tab.page, name)
  for (const name of unclearable.context) wrap(tab.context, name)
  wrap(tab.page.clock, 'install')
  wrap(tab.context.clock, 'install')
  // Init scripts (the pill dismissed, a stubbed API) can be removed: kept and disposed when the tab is cleared.
  for (const owner of [tab.page, tab.context] as { addInitScript: (...args: unknown[]) => Promise<Disposable> }[]) {
    const original = owner.addInitScript.bind(owner)
    owner.addInitScript = async (...args: unknown[]) => {
      const script = await original(...args)
      tab.scripts.push(script)
      return script
    }
  }
}

async function newTab(key: string, viewport: { width: number; height: number }, options: PageOptions) {
  const base = options.baseURL ?? baseURL()
  const context = await (await getBrowser()).newContext({
    viewport,
    baseURL: base,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    hasTouch: options.hasTouch ?? viewport.width < 768,
    isMobile: false,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const tab: Tab = {
    key,
    origin: new URL(base).origin,
    context,
    page,
    cdp,
    scripts: [],
    changed: false,
    allowHosts: [],
  }
  const host = new URL(base).host
  // Requests to other hosts are aborted (tests never leave this machine) and recorded unless allowed.
  await context.route(
    (url) => url.host !== host && (url.protocol === 'http:' || url.protocol === 'https:'),
    (route) => {
      const requested = route.request().url()
      if (!tab.allowHosts.includes(new URL(requested).host)) tab.watched?.thirdPartyRequests.push(requested)
      return route.abort('blockedbyclient')
    },
  )
  markChanges(tab)
  return tab
}

/** Clears a tab for the next test and keeps it, or closes it if it cannot be cleared (or one is kept already). */
async function endVisit(tab: Tab) {
  tab.watched = undefined
  if (tab.changed || keptTabs.has(tab.key) || tab.page.isClosed()) return tab.context.close()
  try {
    for (const other of tab.context.pages()) if (other !== tab.page) await other.close()
    // The pointer where a fresh tab has it (a hover left over would style the next page).
    await tab.page.mouse.move(0, 0)
    // Off the page to a plain text document of the same site, not to about:blank: Chromium isolates sites in
    // their own renderer process, and the way back from about:blank to the site started a new one on every
    // visit (0.19 s to leave, about 0.4 s more to come back, measured; the route sweep's visits took 625 ms
    // against 189 ms on a kept process).
    await tab.page.goto(`${tab.origin}/robots.txt`)
    tab.page.removeAllListeners()
    for (const script of tab.scripts.splice(0)) await script.dispose()
    await tab.context.clearCookies()
    await tab.cdp.send('Storage.clearDataForOrigin', { origin: tab.origin, storageTypes: 'all' })
    await tab.cdp.send('Network.clearBrowserCache')
    keptTabs.set(tab.key, tab)
  } catch {
    await tab.context.close().catch(() => undefined)
  }
}

/**
 * A page that records console errors, failed requests and every request to another host.
 * Requests to other hosts are aborted (tests never leave this machine); `allowHosts` lists hosts a
 * page may legitimately contact (the external form provider on form pages).
 */
export async function openPage(
  viewport: { width: number; height: number },
  options: PageOptions = {},
): Promise<Watched> {
  const { allowHosts = [], ...kind } = options
  const key = JSON.stringify([viewport, { ...kind, baseURL: kind.baseURL ?? baseURL() }])
  const tab = keptTabs.get(key) ?? (await newTab(key, viewport, kind))
  keptTabs.delete(key)
  tab.allowHosts = allowHosts
  const { page, context } = tab
  const watched: Watched = {
    page,
    context,
    consoleErrors: [],
    failedRequests: [],
    thirdPartyRequests: [],
    close: () => endVisit(tab),
  }
  tab.watched = watched
  const inFlight = new Set<Request>()
  requestsInFlight.set(page, inFlight)
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('console', (message) => {
    if (message.type() === 'error') watched.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => watched.consoleErrors.push(`pageerror: ${error.message}`))
  page.on('requestfailed', (request) => {
    inFlight.delete(request)
    const url = new URL(request.url())
    // A video element cancels its own range request once it has what it needs (metadata, or the card
    // scrolled out of view): an aborted media request is the browser's choice, not a broken resource.
    const cancelledByPlayer = request.resourceType() === 'media' && request.failure()?.errorText === 'net::ERR_ABORTED'
    if (url.origin === tab.origin && !cancelledByPlayer)
      watched.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`)
  })
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === tab.origin && response.status() >= 400 && !response.request().url().includes('/__expected-404'))
      watched.failedRequests.push(`${response.url()} ${response.status()}`)
  })
  return watched
}

type VisitOptions = PageOptions & {
  /** Runs once the page is set up, before it navigates (request routes, a fake clock). */
  prepare?: (watched: Watched) => Promise<unknown>
}

/**
 * `visit` opens a path with the community pill dismissed (so it never covers what a test clicks) and set in the
 * web font (`inWebFont`); every page it opened, or `track` was given, is closed after each test of the file (`beforeClose` runs first for each,
 * e.g. to let requests land).
 */
export function visitsPerTest({ beforeClose }: { beforeClose?: (watched: Watched) => Promise<unknown> } = {}) {
  let open: Watched[] = []
  afterEach(async () => {
    if (beforeClose) for (const watched of open) await beforeClose(watched)
    for (const watched of open) await watched.close()
    open = []
  })
  const track = <W extends Watched>(watched: W): W => {
    open.push(watched)
    return watched
  }
  async function visit(path: string, viewport = DESKTOP, { prepare, ...options }: VisitOptions = {}) {
    const watched = track(await openPage(viewport, options))
    await withoutPill(watched.context)
    await prepare?.(watched)
    await watched.page.goto(path, { waitUntil: 'load' })
    // Tests measure where text wraps: in the web font, whether or not it made its window on this load.
    if (options.javaScriptEnabled !== false) await inWebFont(watched.page)
    return watched
  }
  return { visit, track }
}

/**
 * How long a wait for hydration may take: a wait, not a measurement, so generous (10 s failed in a run beside
 * several builds and browsers, where the whole browser suite took three times as long).
 */
export const HYDRATION_WAIT = 45_000

/** Waits until the island `name` has hydrated. */
export const islandHydrated = (page: Page, name: string) =>
  page.waitForSelector(`[data-island="${name}"][data-hydrated="true"]`, { state: 'attached', timeout: HYDRATION_WAIT })

/** Waits until the island around the element matching `selector` has hydrated. */
export const islandAroundHydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (selector) => document.querySelector(selector)?.closest<HTMLElement>('[data-island]')?.dataset.hydrated === 'true',
    selector,
    { timeout: HYDRATION_WAIT, polling: 50 },
  )

/** Console errors caused by our own blocking of third-party hosts are not the page's fault. */
export const realConsoleErrors = (watched: Watched) =>
  watched.consoleErrors.filter((text) => !text.includes('ERR_BLOCKED_BY_CLIENT'))

/** axe-core itself, evaluated once in each document a check runs in. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's WCAG 2.2 AA rules (or only `rules`) on the page as it is now, animations and all; `within` limits the
 * check to the elements that selector matches and their content.
 */
export async function expectAccessible(page: Page, context: string, rules?: string[], within?: string) {
  // axe runs in the page's own document: evaluated there once (a second check on the same document reuses it),
  // then run, reading only violations (axe keeps no node details of the passes, much of its time on a long
  // page). @axe-core/playwright (legacy mode) evaluated its 550 KB source twice per check and configured each
  // frame: 1.1–1.6 s a check on a quiet machine against 0.5–0.7 s now (measured). Frames are left out: the only
  // ones are the form provider's embed, another origin and not ours to check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(
    async ({ rules, within, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const results = await axe.run(within ? { include: [within] } : document, {
        resultTypes: ['violations'],
        iframes: false,
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
      })
      return results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('\n    ')}`,
      )
    },
    { rules, within, tags: WCAG_22_AA },
  )
  expect(violations, `axe violations on ${context}`).toEqual([])
}

/**
 * Waits for two frames drawn (an observer looks once a frame is drawn, however long a busy machine takes to draw
 * it; a fixed pause could pass without one), but never longer than `limit` ms: true if they came. Headless
 * Chromium has been seen to stop drawing for a while (two CI runs hung 100 s on a bare wait for a frame, with no
 * request open and no island on the page), and a wait for a frame that never comes never ends.
 */
export const framesDrawn = (page: Page, limit = 2000) =>
  page.evaluate(
    (limit) =>
      new Promise<boolean>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done(true)))
        setTimeout(() => done(false), limit)
      }),
    limit,
  )

/**
 * Asks a renderer that has stopped drawing for a frame: a screenshot makes Chromium draw one (the capture needs
 * a fresh frame). Bounded: a renderer that draws nothing even then is left for the checks that follow to report.
 */
async function askForFrame(page: Page) {
  await page.screenshot({ timeout: 5000, animations: 'allow', caret: 'initial' }).catch(() => undefined)
}

/**
 * Scrolls through the page so lazy images load and visible-islands hydrate, then waits for the network to settle;
 * `step` hears each part's name as it starts (for a report of where a visit hangs).
 */
export async function scrollThrough(page: Page, step: (name: string) => void = () => undefined) {
  step('scrolling through')
  // One pass from top to bottom, a screen at a time ('instant': the site scrolls smoothly, which would cut each
  // step short), two frames a step; at most 150 steps (a page that kept growing would never end the loop).
  // Answers how many steps went without a frame.
  const pass = () =>
    page.evaluate(async () => {
      // framesDrawn's wait (a function passed in would have to be rebuilt with eval, which the site's CSP bars).
      const frames = () =>
        new Promise<boolean>((done) => {
          requestAnimationFrame(() => requestAnimationFrame(() => done(true)))
          setTimeout(() => done(false), 2000)
        })
      const step = Math.max(200, window.innerHeight * 0.8)
      let missed = 0
      for (let y = 0, steps = 0; y < document.body.scrollHeight && steps < 150; y += step, steps++) {
        window.scrollTo({ top: y, behavior: 'instant' })
        if (!(await frames())) missed++
      }
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })
      if (!(await frames())) missed++
      window.scrollTo({ top: 0, behavior: 'instant' })
      return missed
    })
  // Steps without a frame saw no observer look: once the renderer draws again, the pass is repeated.
  if ((await pass()) > 0) {
    step('scrolling through again after a pause in drawing')
    await askForFrame(page)
    await pass()
  }
  // An island that hydrates when visible can be passed within one frame on a busy machine (the observer
  // never saw it): bring each one still waiting into view, as a visitor who scrolls back would, and stay there
  // until it has hydrated. A fixed pause of 100 ms can pass without a frame on a busy machine (the observer only
  // looks when one is drawn), and the island was out of view again before it was seen. Done in the page,
  // over the elements themselves: a locator of "islands not yet hydrated" changes under the test as they
  // hydrate. Scrolled by the page itself: Playwright's scrollIntoViewIfNeeded waits for the element to stand
  // still, which an island inside a floating hero visual never does.
  step('bringing islands into view')
  // At most a third of the hydration wait for each and half of it for all: where the renderer draws no frame
  // no observer looks, and eight islands of 15 s each would outlast the visit's own limit without a word.
  await page.evaluate(
    async ({ each, all }) => {
      const waiting = [
        ...document.querySelectorAll<HTMLElement>('[data-island][data-when="visible"]:not([data-hydrated="true"])'),
      ]
      const end = performance.now() + all
      for (const island of waiting) {
        island.scrollIntoView({ block: 'center', behavior: 'instant' })
        const until = Math.min(end, performance.now() + each)
        while (island.dataset.hydrated !== 'true' && performance.now() < until)
          await new Promise((r) => setTimeout(r, 50))
      }
    },
    { each: HYDRATION_WAIT / 3, all: HYDRATION_WAIT / 2 },
  )
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  step('waiting for the network')
  await networkQuiet(page)
  step('waiting for the islands to hydrate')
  await page
    .waitForFunction(
      () => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((el) => el.dataset.hydrated === 'true'),
      undefined,
      // Polled by a timer: Playwright's default polls once a frame, and a renderer that stopped drawing never asks.
      { timeout: HYDRATION_WAIT, polling: 100 },
    )
    .catch(async (error: Error) => {
      // Says which island stayed unhydrated, where it is and how the page stood, not only that one did.
      const waiting = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated="true"])')].map((el) => {
          const box = el.getBoundingClientRect()
          return `${el.dataset.island} (${el.dataset.when}, ${el.dataset.hydrated ?? 'not scheduled'}) at ${Math.round(box.top + scrollY)}px, ${Math.round(box.width)}×${Math.round(box.height)}, scrollY ${Math.round(scrollY)}, ${document.readyState}`
        }),
      )
      throw new Error(`islands not hydrated: ${waiting.join('; ')}\n${error.message}`)
    })
  step('settling the animations')
  await settleAnimations(page)
}

/** The requests of each watched page that have neither finished nor failed (`networkQuiet` waits for none). */
const requestsInFlight = new WeakMap<Page, Set<Request>>()

/** The URLs of the page's requests now open (for a report of where a visit hangs). */
export const openRequests = (page: Page) => [...(requestsInFlight.get(page) ?? [])].map((request) => request.url())

/**
 * How a page stands, for a report of where a visit hangs: whether its script still answers, whether the tab is
 * visible and whether the renderer draws frames (a hang on a bare wait for a frame looked like any other).
 */
export async function pageState(page: Page): Promise<string> {
  const probe = (async () => {
    const drawn = await framesDrawn(page)
    const state = await page.evaluate(() => `${document.visibilityState}, ${document.readyState}`)
    return `the page answers (${state}) and ${drawn ? 'draws frames' : 'drew no frame in 2 s'}`
  })().catch((error: Error) => `the page did not answer: ${error.message.split('\n')[0]}`)
  const silent = new Promise<string>((done) => setTimeout(() => done('the page did not answer in 5 s'), 5000))
  return Promise.race([probe, silent])
}

/**
 * Waits until no request of the page is open and none has started over two frames: every lazy image, frame
 * and script the scroll asked for has answered (or failed, and was recorded). Playwright's "networkidle" waits
 * for 500 ms of silence on every visit instead, a third of a route's visit on a quiet machine. A wait, not a
 * measurement: on a machine busy with another build, a page with an embedded form (its frame loading late,
 * lazily) took over 30 s to fall quiet.
 */
async function networkQuiet(page: Page) {
  const inFlight = requestsInFlight.get(page)
  if (!inFlight) return page.waitForLoadState('networkidle', { timeout: 75_000 })
  const until = Date.now() + 75_000
  for (;;) {
    while (inFlight.size > 0) {
      if (Date.now() > until)
        throw new Error(`requests still open after 75 s: ${[...inFlight].map((r) => r.url()).join(', ')}`)
      await new Promise((r) => setTimeout(r, 25))
    }
    if (!(await framesDrawn(page))) await askForFrame(page)
    if (inFlight.size === 0) return
  }
}

/**
 * Brings every finite, time-driven animation and transition (fade-ins, slides, a float that runs five seconds)
 * to its end state, the state a visitor sees once it has played: `finish()` jumps there, as waiting would, without
 * the wait (up to 5 s a page, and frames rendered all the while). Endless ones and those driven by scrolling (a
 * scroll timeline follows the scroll position and never finishes) are left running. Repeated while finishing one
 * starts another (an entrance chained on the end of the one before).
 */
async function settleAnimations(page: Page) {
  await page.waitForFunction(
    () => {
      const finite = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.timeline instanceof DocumentTimeline &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
      for (const animation of finite) animation.finish()
      return finite.length === 0
    },
    undefined,
    { timeout: HYDRATION_WAIT, polling: 50 },
  )
}

/** The attribute freezeAnimationsHalfway marks each element it paused with (a selector for `expectAccessible`). */
export const FROZEN = '[data-frozen-halfway]'

/**
 * Pauses every finite, time-driven animation and transition that can change how text reads (anything but a
 * move, turn or scale) at half its duration; returns how many.
 */
export async function freezeAnimationsHalfway(page: Page): Promise<number> {
  return page.evaluate(() => {
    const moves = new Set([
      'translate',
      'transform',
      'scale',
      'rotate',
      'offset',
      'composite',
      'easing',
      'computedOffset',
    ])
    const changesLooks = (animation: Animation) => {
      if (animation instanceof CSSTransition) return !moves.has(animation.transitionProperty)
      const keyframes = animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : []
      return keyframes.some((keyframe) => Object.keys(keyframe).some((property) => !moves.has(property)))
    }
    let count = 0
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming()
      if (!timing || timing.iterations === Infinity || !(animation.timeline instanceof DocumentTimeline)) continue
      if (typeof timing.activeDuration !== 'number' || timing.activeDuration === 0) continue
      if (!changesLooks(animation)) continue
      animation.pause()
      animation.currentTime = (timing.delay ?? 0) + timing.activeDuration / 2
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
      target?.setAttribute('data-frozen-halfway', '')
      count += 1
    }
    return count
  })
}

export async function resumeAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation.playState === 'paused') animation.play()
    for (const element of document.querySelectorAll('[data-frozen-halfway]'))
      element.removeAttribute('data-frozen-halfway')
  })
}

/** Marks the community pill as dismissed before the page loads (the pill has its own tests). */
export async function withoutPill(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('wa_pill_dismissed', String(Date.now()))
    } catch {
      // frames of other origins (e.g. a blocked embed) have no storage for us
    }
  })
}

/**
 * Makes sure the page is set in the web font, for tests that measure where text wraps. The font is
 * `font-display: optional`: on a busy machine a visit can miss its ~100 ms window and keep the fallback for the
 * page's life (seen in CI: the /plattform headline in three lines instead of two), and a test tab has no HTTP
 * cache to make the next load faster. A probe set in „Inter Variable“ with monospace behind it measures like
 * monospace when the page is not using Inter; then the stylesheet's own Inter faces (same files, same ranges) are
 * loaded once more and added with `display: block`, which a face that is already loaded takes at once.
 */
export async function inWebFont(page: Page): Promise<void> {
  const rendered = () =>
    page.evaluate(async () => {
      await document.fonts.ready
      const probe = document.createElement('span')
      probe.textContent = 'Vom 60-Sekunden-Pitch zum passenden Angel'
      probe.style.cssText = 'position:absolute;white-space:nowrap;font:600 40px "Inter Variable", monospace'
      document.body.append(probe)
      const inter = probe.getBoundingClientRect().width
      probe.style.fontFamily = 'monospace'
      const monospace = probe.getBoundingClientRect().width
      probe.remove()
      return inter !== monospace
    })
  if (await rendered()) return
  await page.evaluate(async () => {
    const faces = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .filter((rule) => rule.style.getPropertyValue('font-family').includes('Inter Variable'))
    for (const rule of faces) {
      const face = new FontFace('Inter Variable', rule.style.getPropertyValue('src'), {
        weight: rule.style.getPropertyValue('font-weight'),
        unicodeRange: rule.style.getPropertyValue('unicode-range'),
        display: 'block',
      })
      document.fonts.add(await face.load())
    }
  })
  if (!(await rendered())) throw new Error(`${page.url()}: not set in the web font even with its faces loaded again`)
}

/**
 * The RGBA pixels of a PNG (a screenshot of an element or a clip), decoded by the page's browser: Node has no PNG
 * decoder here. For small pictures; a large one is better reduced inside the page.
 */
export async function pngPixels(page: Page, png: Buffer): Promise<{ width: number; height: number; rgba: number[] }> {
  return page.evaluate(
    async (dataUrl) => {
      const image = new Image()
      image.src = dataUrl
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d context')
      context.drawImage(image, 0, 0)
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
      return { width, height, rgba: [...data] }
    },
    `data:image/png;base64,${png.toString('base64')}`,
  )
}
