import { accountNotices, canPlaceOrder, t as coreT, validateNoCardNumber } from '@store/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../lib/services';
import { GraphQLRequestError } from '../../lib/graphql-client';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { useCheckoutTexts } from '../../lib/i18n/ui-messages-checkout';
import { tokenizeCard } from './checkout-api';
import { NEW_CARD, orderInput } from './checkout-model';
import { CREATE_ORDER } from './checkout-queries';
import { clearCheckoutStarted } from './pending-order';
import type { Checkout } from './use-checkout';

/** Spec 4 'Checkout' and 8 'Checkout': 'Finalizar' checks, confirms, tokenizes a new card and places the order once. */
export function usePlaceOrder(checkout: Checkout) {
  useAccountTexts();
  useCheckoutTexts();
  const { t, locale } = useT();
  const services = useServices();
  const { gql, config, prompts, coupon: couponStore, storage, queryClient } = services;
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ payload: string; key: string } | null>(null);
  const { me, readiness, payment, card, isCard, cardProblem, observation } = checkout;

  const verificationDialog = () =>
    prompts.dialog({ title: t('order.emailNotVerified'), message: t('account.emailNotVerified') });
  // Spec 8 dialogs: a company awaiting the store's approval, or missing registration data, is told why it cannot
  // order (instead of the bare 'O pedido ainda possui pendências'); missing data leads to the form.
  const accountDialog = async (): Promise<boolean> => {
    const notice = me ? accountNotices(me).find((n) => n.kind !== 'emailNotVerified') : undefined;
    if (!notice) return false;
    if (notice.kind === 'companyPending') {
      void prompts.dialog({ title: t('order.companyPending'), message: t(notice.message) });
      return true;
    }
    const edit = await prompts.dialog({
      title: t(notice.message),
      actions: [{ id: 'edit', label: t('ui.acc.completeData') }],
    });
    if (edit === 'edit') void navigate('/account/edit');
    return true;
  };
  const showCardProblem = (detail: string) => prompts.message({ title: t('card.validationFailed'), detail });

  const tokenize = async (): Promise<string> => {
    const token = await tokenizeCard(services.http, config.storeId, payment.methodId ?? '', card.number).catch(
      () => null,
    );
    if (!token) throw new Error(coreT(locale, 'card.checkData'));
    return token;
  };

  const finish = async () => {
    if (!me || !canPlaceOrder(me)) return void verificationDialog();
    if (await accountDialog()) return;
    if (!readiness.ready) return void prompts.message({ title: t(readiness.error) });
    const problem = cardProblem();
    if (problem) return void showCardProblem(t(problem));
    const noteProblem = validateNoCardNumber(observation);
    if (noteProblem) return void checkout.setObservationError(t(noteProblem));
    if (!(await prompts.confirm({ title: t('checkout.confirmHint'), confirmLabel: t('ui.co.finish') }))) return;
    setSubmitting(true);
    try {
      const numberToken = isCard && payment.cardId === NEW_CARD ? await tokenize() : null;
      const input = orderInput({
        lines: checkout.cart.lines,
        shipping: checkout.quoted,
        payment,
        total: checkout.totals.total,
        couponCode: checkout.couponCode,
        observation,
        card,
        numberToken,
      });
      // One key per attempt: the same order sent again (a retry) is never placed twice.
      const { encrypted: _token, ...stable } = (input.paymentCard ?? {}) as Record<string, unknown>;
      const fingerprint = JSON.stringify({ ...input, paymentCard: stable, cardEnd: card.number.slice(-4) });
      if (attempt.current?.payload !== fingerprint)
        attempt.current = { payload: fingerprint, key: crypto.randomUUID() };
      const answer = await gql.request(
        CREATE_ORDER,
        { input },
        { headers: { 'Idempotency-Key': attempt.current.key } },
      );
      attempt.current = null;
      couponStore.dispatch({ type: 'reset' });
      clearCheckoutStarted(storage);
      queryClient.setQueryData(['cart'], { shoppingCart: { id: null, total: 0, items: [] } });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      prompts.snackbar(t('order.sent'), { tone: 'success' });
      void navigate(`/account/order?id=${encodeURIComponent(answer.createOrder.id)}`, { replace: true });
    } catch (error) {
      const code = error instanceof GraphQLRequestError ? error.errors[0]?.extensions?.code : undefined;
      if (code === 'order.emailNotVerified') void verificationDialog();
      else if (error instanceof GraphQLRequestError) services.reportError(error);
      else showCardProblem(error instanceof Error ? error.message : t('card.checkData'));
      if (code === 'order.totalChanged') void queryClient.invalidateQueries();
      // Spec 8: a submit failure re-validates the card and shows its message.
      const again = cardProblem();
      if (again) prompts.snackbar(t(again));
    } finally {
      setSubmitting(false);
    }
  };

  return { finish, submitting };
}
