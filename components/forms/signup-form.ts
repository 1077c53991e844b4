// Sends an early-access form by fetch and shows the answer in place: "Willkommen an Bord!" on success,
// the server's German message at the field otherwise. Without this script the form posts as plain HTML.

type Answer = { ok?: boolean; field?: string; message?: string }

const FAILED = 'Die Anmeldung hat gerade nicht geklappt. Bitte versuche es gleich noch einmal.'

function showFieldError(form: HTMLFormElement, field: string | undefined, message: string) {
  const target = form.querySelector<HTMLElement>(`[data-field-error="${field}"]`)
  const general = form.querySelector<HTMLElement>('[data-signup-error]')
  if (!target && general) {
    general.textContent = message
    general.hidden = false
    return
  }
  if (!target) return
  const text = target.querySelector<HTMLElement>('[data-message]')
  if (text) text.textContent = message
  target.hidden = false
  target.setAttribute('role', 'alert')
  const input =
    field === 'role'
      ? form.querySelector<HTMLInputElement>('input[name="role"]')
      : form.querySelector<HTMLInputElement>(`input[name="${field}"]`)
  const holder = field === 'role' ? form.querySelector('fieldset') : input
  holder?.setAttribute('aria-invalid', 'true')
  holder?.setAttribute('aria-describedby', target.id)
  input?.focus()
}

function clearErrors(form: HTMLFormElement) {
  for (const element of form.querySelectorAll<HTMLElement>('[data-field-error], [data-signup-error]')) {
    element.hidden = true
  }
  for (const element of form.querySelectorAll('[aria-invalid]')) {
    element.removeAttribute('aria-invalid')
    element.removeAttribute('aria-describedby')
  }
}

export function enhanceSignUpForm(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('[data-signup-submit]')
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (form.dataset.busy === 'true') return
    form.dataset.busy = 'true'
    button?.setAttribute('aria-disabled', 'true')
    clearErrors(form)
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
        credentials: 'same-origin',
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (response.ok) {
        form.querySelector<HTMLElement>('[data-signup-fields]')?.setAttribute('hidden', '')
        const success = form.querySelector<HTMLElement>('[data-signup-success]')
        if (success) {
          success.hidden = false
          success.setAttribute('role', 'status')
          success.focus()
        }
        form.dataset.state = 'done'
        return
      }
      showFieldError(form, response.status === 400 ? answer.field : undefined, answer.message ?? FAILED)
    } catch {
      showFieldError(form, undefined, FAILED)
    } finally {
      form.dataset.busy = 'false'
      button?.removeAttribute('aria-disabled')
    }
  })
  form.dataset.enhanced = 'true'
}

for (const form of document.querySelectorAll<HTMLFormElement>('[data-signup-form]')) enhanceSignUpForm(form)
