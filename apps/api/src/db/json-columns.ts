import { z } from 'zod';
import { parseJsonColumn } from '../lib/json-column.js';

/*
 * The JSON text columns, each with its zod schema and one reader: a stored value that is not JSON, or not of the
 * schema's shape, reads as the safe default and logs one warning naming the column (see lib/json-column.ts).
 * The repository that reads a column calls its reader, once. `stores.config` has its own keyed schema in
 * modules/stores/store-rules.ts.
 */

/** A list of strings; an entry that is not one is skipped. */
const strings = z.array(z.unknown()).transform((list) => list.filter((v): v is string => typeof v === 'string'));

/** `items.images`: image URLs, the first is the thumbnail's source; an entry that is not a string is skipped. */
const itemImagesSchema = strings;
export const itemImages = (text: string | null | undefined) =>
  parseJsonColumn('items.images', itemImagesSchema, text, []);

/** `items.attrs` and `item_variants.attrs`: [{ name: 'Sabor', value: 'Frango' }, …]. */
const itemAttrsSchema = z.array(
  z.looseObject({ name: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) }),
);
export const itemAttrs = (text: string | null | undefined, column = 'items.attrs') =>
  parseJsonColumn(column, itemAttrsSchema, text, []);

/** `notifications.payload`: what the notification is about ({ orderId, status }, { kind, paymentId }, {}). */
const notificationPayloadSchema = z.record(z.string(), z.unknown());
export const notificationPayload = (text: string | null | undefined) =>
  parseJsonColumn('notifications.payload', notificationPayloadSchema, text, {});

/** `appointments.specific_data`: the service's own fields, an object. */
const appointmentDataSchema = z.record(z.string(), z.unknown());
export const appointmentData = (text: string | null | undefined) =>
  parseJsonColumn('appointments.specific_data', appointmentDataSchema, text, {});

/** `appointments.location`: the point of a service done at home; a value that is not JSON reads as its text. */
const appointmentLocationSchema = z.union([z.looseObject({ latitude: z.number(), longitude: z.number() }), z.string()]);
export const appointmentLocation = (text: string | null) =>
  text === null ? null : parseJsonColumn('appointments.location', appointmentLocationSchema, text, text);

/** `appointments.attachments`: what the store attached to the appointment, a list. */
const appointmentAttachmentsSchema = z.array(z.unknown());
export const appointmentAttachments = (text: string | null | undefined) =>
  parseJsonColumn('appointments.attachments', appointmentAttachmentsSchema, text, []);

/**
 * `push_endpoints.registration` of a WEBPUSH device: the browser's PushSubscription, null when it is not one. A
 * registration a shopper sends is read `quiet`ly before it is stored: they are answered, nothing is logged.
 */
const webPushSubscriptionSchema = z
  .looseObject({
    endpoint: z.string(),
    keys: z.looseObject({ p256dh: z.string(), auth: z.string() }).optional(),
  })
  .nullable();
export const webPushSubscription = (text: string, options?: { quiet?: boolean }) =>
  parseJsonColumn('push_endpoints.registration', webPushSubscriptionSchema, text, null, options);

const colour = z.string();
/** One of a store's colour schemes: primary and secondary at least, other named colours allowed. */
const storeThemeSchema = z.looseObject({ primary: colour, secondary: colour }).catchall(colour);
/** `stores.themes`: { light, dark }, each optional. */
const storeThemesSchema = z.object({ light: storeThemeSchema.optional(), dark: storeThemeSchema.optional() });
export const storeThemes = (text: string | null | undefined) =>
  parseJsonColumn('stores.themes', storeThemesSchema, text, {});

/** One banner of the home carousel: an image (or other media) with an optional link. */
const bannerSchema = z.looseObject({ src: z.string(), type: z.string().optional(), link: z.string().nullish() });
/** `stores.banners`: the web and mobile carousels. */
const storeBannersSchema = z.object({
  web: z.array(bannerSchema).default([]),
  mobile: z.array(bannerSchema).default([]),
});
export const storeBanners = (text: string | null | undefined) =>
  parseJsonColumn('stores.banners', storeBannersSchema, text, { web: [], mobile: [] });

/** `stores.notify`, `stores.manifest`, `stores.providers`, `stores.trackers`: objects the storefront reads as they are. */
const storeObjectSchema = z.record(z.string(), z.unknown());
export const storeObject = (
  column: 'notify' | 'manifest' | 'providers' | 'trackers',
  text: string | null | undefined,
) => parseJsonColumn(`stores.${column}`, storeObjectSchema, text, {});

/** `stores.providers`: per social sign-in provider, the client id its ID tokens are issued to. */
const socialProvidersSchema = z.looseObject({
  google: z.looseObject({ clientId: z.string().optional() }).optional(),
  apple: z.looseObject({ clientId: z.string().optional() }).optional(),
});
export const socialProviders = (text: string | null | undefined) =>
  parseJsonColumn('stores.providers', socialProvidersSchema, text, {});

// The columns of orders, payments and shipping, for their repositories to read.

/**
 * `orders.address`: the delivery address as it was when the order was placed; null for pickup. Each field may be
 * missing (a snapshot is answered as it was stored), none may be of another type.
 */
const orderAddressSchema = z
  .looseObject({
    title: z.string().nullish(),
    postalCode: z.string().nullish(),
    address: z.string().nullish(),
    addressNumber: z.string().nullish(),
    complement: z.string().nullish(),
    province: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    nearby: z.string().nullish(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
  })
  .nullable();
export const orderAddress = (text: string | null | undefined) =>
  parseJsonColumn('orders.address', orderAddressSchema, text, null);

/** `order_payments.transaction`: what the gateway answered (Pix BR Code, boleto line, link…), an object. */
const paymentTransactionSchema = z.record(z.string(), z.unknown());
export const paymentTransaction = (text: string | null | undefined) =>
  parseJsonColumn('order_payments.transaction', paymentTransactionSchema, text, {});

/**
 * `payment_methods.supported_types` ('credit', 'pix', …) and `supported_networks` ('visa', …): lists of names; an
 * entry that is not a string is skipped.
 */
const methodNamesSchema = strings;
export const supportedTypes = (text: string | null | undefined) =>
  parseJsonColumn('payment_methods.supported_types', methodNamesSchema, text, []);
export const supportedNetworks = (text: string | null | undefined) =>
  parseJsonColumn('payment_methods.supported_networks', methodNamesSchema, text, []);
