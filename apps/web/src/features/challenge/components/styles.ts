export const card = 'space-y-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm';
