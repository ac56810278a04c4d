import { t } from '@store/core';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sandbox's payment-link page: what a shopper sees after following the link of a 'link' payment. */
export function payPage(input: { orderId: number; amount: number; status: string } | null): string {
  const title = input
    ? t('pt-BR', 'payment.linkTitle', { orderId: input.orderId, amount: input.amount })
    : t('pt-BR', 'payment.linkNotFound');
  let body = `<h1>${escapeHtml(title)}</h1>`;
  if (input?.status === 'paid')
    body += `<p role="status">${escapeHtml(t('pt-BR', 'payment.linkPaid', { orderId: input.orderId }))}</p>`;
  else if (input?.status === 'pending')
    body += `<form method="post"><button type="submit">${escapeHtml(t('pt-BR', 'payment.linkPay'))}</button></form>`;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;text-align:center}
button{font-size:1.1rem;padding:.75rem 2.5rem;border:0;border-radius:.5rem;background:#0098db;color:#fff;cursor:pointer}</style>
</head><body>${body}<p><small>Sandbox</small></p></body></html>`;
}

/** The page may only post to itself, run nothing and sit in no frame. */
export const PAY_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
