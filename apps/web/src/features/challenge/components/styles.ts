export const primaryButton =
  'w-full rounded-xl bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'w-full rounded-xl border border-brand-600 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';
export const card = 'space-y-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm';
