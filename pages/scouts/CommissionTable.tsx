import { scoutCommission as commission } from './copy'

/**
 * What one paying sign-up earns, as a small table computed from the average fees, and under it one first year worked
 * through: the figures a scout would otherwise work out for themselves. The worked year a grey row of the table's own,
 * its sum in the rates' ink (session 28: no gradient on bars or figures, no magenta figures).
 */
export function CommissionTable() {
  return (
    <div className="overflow-hidden rounded-4xl bg-white shadow-soft ring-1 ring-ink-200">
      <table className="w-full text-left">
        <caption className="sr-only">{commission.title}</caption>
        <thead className="text-xs font-semibold uppercase tracking-wider text-ink-600">
          <tr className="border-b border-ink-200">
            <th scope="col" className="px-5 py-4 sm:px-6">
              {commission.columns.who}
            </th>
            <th scope="col" className="whitespace-nowrap px-5 py-4 text-right sm:px-6">
              {commission.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {commission.rates.map((rate) => (
            <tr key={rate.who} className="border-b border-ink-200">
              <th scope="row" className="p-5 font-normal sm:p-6">
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-900">{rate.who}</span>
                  <span className="text-sm text-ink-700">{rate.basis}</span>
                </span>
              </th>
              <td className="p-5 text-right sm:p-6">
                <span className="whitespace-nowrap text-2xl font-extrabold tabular-nums text-ink-900 sm:text-3xl">
                  {rate.amount}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex flex-col gap-1 bg-ink-50 p-5 text-ink-900 sm:flex-row sm:items-end sm:justify-between sm:gap-6 sm:p-6">
        <span className="flex flex-col">
          <span className="text-sm font-semibold">{commission.example.label}</span>
          <span className="tabular-nums text-ink-700">{commission.example.sum}</span>
        </span>
        <span className="whitespace-nowrap text-3xl font-extrabold tabular-nums sm:text-4xl">
          {commission.example.total}
        </span>
      </p>
    </div>
  )
}
