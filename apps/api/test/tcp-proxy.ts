import net from 'node:net';

/**
 * A TCP proxy a test controls, standing between the app and its database: `cut()` ends every connection and
 * turns new ones away (the database stopped, as far as the app can tell), `restore()` lets them through again.
 */
export type TcpProxy = { port: number; connections(): number; cut(): void; restore(): void; close(): Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const cut = () => {
    down = true;
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port: address.port,
    connections: () => open.size / 2,
    cut,
    restore() {
      down = false;
    },
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
