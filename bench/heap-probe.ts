// Reads a server process's memory after a full garbage collection, through the inspector it was started
// with (`--inspect=127.0.0.1:<port>`): what its objects hold, without the garbage RSS also counts.
import WebSocket from 'ws';

type Reply = { id: number; result?: { result?: { value?: string } } };

export type HeapFigures = { heapKb: number; externalKb: number };

export async function heapAfterCollection(inspectPort: number): Promise<HeapFigures> {
  const [target] = (await fetch(`http://127.0.0.1:${inspectPort}/json/list`).then((r) => r.json())) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<Reply>((resolve) => {
      const id = (nextId += 1);
      const onMessage = (data: WebSocket.RawData) => {
        const reply = JSON.parse(data.toString()) as Reply;
        if (reply.id !== id) return;
        socket.off('message', onMessage);
        resolve(reply);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const reply = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    const usage = JSON.parse(reply.result!.result!.value!) as NodeJS.MemoryUsage;
    return { heapKb: usage.heapUsed / 1024, externalKb: usage.external / 1024 };
  } finally {
    socket.close();
  }
}
