export type OrderPayment = {
  id: string;
  type: string;
  gateway: string | null;
  billingType: string | null;
  status: string;
  amount: number;
  installments: number;
  transaction: Record<string, unknown>;
};

export type OrderDetail = {
  id: string;
  createdAt: string;
  status: string;
  statusMessage: string | null;
  subtotal: number;
  couponDiscount: number;
  paymentDiscount: number;
  freight: number;
  total: number;
  observation: string | null;
  fiscalDocument: string | null;
  fiscalDocumentLink: string | null;
  address: { address?: string; addressNumber?: string; city?: string; state?: string; postalCode?: string } | null;
  items: { id: string; item: { id: string; name: string; image: string | null; code: string | null }; quantity: number; price: number; total: number }[];
  payments: OrderPayment[];
  statusStory: { id: string; createdAt: string; status: string; message: string | null }[];
};

export type OrderSummary = Pick<OrderDetail, 'id' | 'createdAt' | 'status' | 'total'> & { items: { quantity: number }[] };

export const ORDER_QUERY = /* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) {
      id createdAt status statusMessage subtotal couponDiscount paymentDiscount freight total observation fiscalDocument fiscalDocumentLink address
      items { id item { id name image code } quantity price total }
      payments { id type gateway billingType status amount installments transaction }
      statusStory { id createdAt status message }
    }
  }
`;

export const ORDERS_QUERY = /* GraphQL */ `
  query Orders($first: Int, $page: Int) {
    orders(first: $first, page: $page, orderBy: [{ column: CREATED_AT, order: DESC }]) {
      data { id createdAt status total items { quantity } }
      paginatorInfo { currentPage hasMorePages lastPage }
    }
  }
`;

export const CANCEL_ORDER = /* GraphQL */ `mutation CancelOrder($id: ID!) { cancelOrder(id: $id) { id status } }`;
