import net from 'node:net';

/**
 * A TCP relay in front of the database server: stopping it makes the database unreachable for the app
 * (connections cut, new ones refused) and starting it again on the same port brings it back.
 */
export async function startTcpProxy(targetHost: string, targetPort: number) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      const created = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      server = created;
      created.listen(port, '127.0.0.1', () => {
        port = (created.address() as net.AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      for (const socket of sockets) {
        socket.destroy();
      }
      sockets.clear();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
    start: listen,
  };
}
