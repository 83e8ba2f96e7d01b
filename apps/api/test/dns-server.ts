import DNS from 'dns2';

/** The answer code for a name that does not exist (RFC 1035 4.1.1). */
const NXDOMAIN = 3;

/**
 * A name server on the loopback for the domain verification tests (DNS_SERVERS=127.0.0.1:<port>): it answers the
 * TXT records set in `records`, and "no such record" for any other name.
 */
export async function startDnsServer() {
  const records = new Map<string, string[]>();
  const server = DNS.createUDPServer((request, send) => {
    const [question] = request.questions;
    const name = question?.name.toLowerCase() ?? '';
    const values = records.get(name);
    const response = DNS.Packet.createResponseFromRequest(request);
    if (!question || !values) {
      response.header.rcode = NXDOMAIN;
      void send(response);
      return;
    }
    for (const value of values) {
      response.answers.push(
        DNS.Packet.createResourceFromQuestion(question, { type: DNS.Packet.TYPE.TXT, ttl: 1, data: value }),
      );
    }
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  const address = server.address();
  let closed: Promise<void> | null = null;
  return {
    address: `127.0.0.1:${address.port}`,
    records,
    close: () => {
      closed ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return closed;
    },
  };
}
