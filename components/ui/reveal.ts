// Fade-in on entering the view: elements with [data-reveal] start hidden only once JavaScript runs
// (so nothing is hidden without it), appear at 20 % visibility, staggered by their --reveal-index.
if (typeof window !== 'undefined' && 'IntersectionObserver' in window) {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const items = document.querySelectorAll<HTMLElement>('[data-reveal]')
  if (!reduced && items.length > 0) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.classList.add('is-revealed')
          observer.unobserve(entry.target)
        }
      },
      { threshold: 0.2 },
    )
    for (const item of items) {
      const box = item.getBoundingClientRect()
      if (box.top < window.innerHeight && box.bottom > 0 && item.dataset.reveal !== 'always') continue
      item.classList.add('reveal-pending')
      observer.observe(item)
    }
  }
}
