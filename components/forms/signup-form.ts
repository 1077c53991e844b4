// Sends an early-access form by fetch and shows the answer in place: "Willkommen an Bord!" on success,
// the server's German message at the field otherwise. Without this script the form posts as plain HTML.
// Kept tiny: it loads on pages without React (the 2 KB budget), so its texts come from the markup.

for (const form of document.querySelectorAll<HTMLFormElement>('[data-signup-form]')) {
  const find = (selector: string) => form.querySelector<HTMLElement>(selector)
  form.onsubmit = async (event) => {
    event.preventDefault()
    for (const element of form.querySelectorAll<HTMLElement>('[data-field-error],[data-signup-error],[aria-invalid]'))
      if (element.ariaInvalid) element.ariaInvalid = null
      else element.hidden = true
    let answer: { field?: string; message?: string } = {}
    try {
      // A URLSearchParams body is sent as application/x-www-form-urlencoded, like the plain form.
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(new FormData(form) as never),
      })
      if (response.ok) {
        ;(find('[data-signup-fields]') as HTMLElement).hidden = true
        ;(find('[data-signup-address]') as HTMLElement).textContent = String(new FormData(form).get('email')).trim()
        const success = find('[data-signup-success]') as HTMLElement
        success.hidden = false
        success.focus()
        return
      }
      answer = await response.json()
    } catch {}
    const box = find(`[data-field-error="${answer.field}"]`) ?? find('[data-signup-error]')
    if (!box) return
    ;(box.querySelector('[data-message]') ?? box).textContent = answer.message ?? box.dataset.failed ?? ''
    box.hidden = false
    // The error boxes are alert regions in the markup: shown, they are announced.
    const invalid = find(answer.field === 'role' ? 'fieldset' : `[name="${answer.field}"]`)
    if (invalid) invalid.ariaInvalid = 'true'
    find(`[name="${answer.field}"]`)?.focus()
  }
  form.dataset.enhanced = 'true'
}

export {}
