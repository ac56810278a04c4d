/** An order that had a courier was handed to another one. */
export type CourierReplaced = { orderId: number; courierId: number };
export type CourierReplacedListener = (event: CourierReplaced) => Promise<void>;

/*
 * Who hears that an order changed courier (the live tracking closes the former courier's sockets). They register
 * here, so the courier operations do not import how the tracking is built; a listener registered twice runs once.
 */
const listeners = new Set<CourierReplacedListener>();

export function onCourierReplaced(listener: CourierReplacedListener): void {
  listeners.add(listener);
}

export async function courierReplaced(event: CourierReplaced): Promise<void> {
  for (const listener of listeners) await listener(event);
}
