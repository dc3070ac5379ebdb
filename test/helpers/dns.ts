/**
 * A real DNS server on loopback (the `dns2` package, UDP) answering TXT queries from a table the
 * test fills; names in `failing` answer SERVFAIL. identity reaches it through DNS_SERVERS.
 */
import dns2 from 'dns2';

const { Packet } = dns2;

export interface TestDns {
  /** `ip:port` for DNS_SERVERS. */
  server: string;
  /** TXT records by lower-case name; each record is a list of character-strings. */
  txt: Map<string, string[][]>;
  failing: Set<string>;
  /** Every question's name as received, in order (lower-case): proves whether a lookup happened. */
  queries: string[];
  stop(): Promise<void>;
}

export async function startTestDns(): Promise<TestDns> {
  const txt = new Map<string, string[][]>();
  const failing = new Set<string>();
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase();
      queries.push(name);
      if (failing.has(name)) {
        (response.header as { rcode: number }).rcode = 2; // SERVFAIL
      } else if (question?.type === Packet.TYPE.TXT && txt.has(name)) {
        for (const data of txt.get(name)!)
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            data,
          } as never);
      } else {
        (response.header as { rcode: number }).rcode = 3; // NXDOMAIN
      }
      send(response);
    },
  });
  const listening = new Promise<void>((resolve) => server.on('listening', () => resolve()));
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  await listening;
  const port = (server.addresses().udp as { port: number }).port;
  return { server: `127.0.0.1:${port}`, txt, failing, queries, stop: () => server.close() as Promise<void> };
}
