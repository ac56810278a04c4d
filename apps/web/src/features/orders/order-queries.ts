import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/graphql-client';
export const ORDER_QUERY = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      id createdAt status statusMessage subtotal couponDiscount paymentDiscount freight total observation fiscalDocument fiscalDocumentLink address
      items { id item { id name image code } quantity price total }
      payments { id type gateway billingType status amount installments transaction }
      statusStory { id createdAt status message }
    }
  }
`);

export const ORDERS_QUERY = graphql(`
  query Orders($first: Int, $page: Int) {
    orders(first: $first, page: $page, orderBy: [{ column: CREATED_AT, order: DESC }]) {
      data { id createdAt status total items { quantity } }
      paginatorInfo { currentPage hasMorePages lastPage }
    }
  }
`);

export const CANCEL_ORDER = graphql(`mutation CancelOrder($id: ID!) { cancelOrder(id: $id) { id status } }`);

type Answer = NonNullable<ResultOf<typeof ORDER_QUERY>['order']>;

// address and transaction are JSON in the schema; these are the keys the order page reads of them.
export type OrderPayment = Omit<Answer['payments'][number], 'transaction'> & { transaction: Record<string, unknown> };
export type OrderDetail = Omit<Answer, 'address' | 'payments'> & {
  address: { address?: string; addressNumber?: string; city?: string; state?: string; postalCode?: string } | null;
  payments: OrderPayment[];
};
export type OrderSummary = ResultOf<typeof ORDERS_QUERY>['orders']['data'][number];

/** The order answer with its JSON fields read as the page uses them. */
export const asOrderDetail = (order: Answer | null) => order as OrderDetail | null;
