// A worker thread that floods the server's socket as one user: many handshakes, many events. It runs
// on its own event loop so that its work never delays the timing of the test's own calls.
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const { url, token, roomId, handshakes, events, limitedMessage } = workerData;
const counts = { handshakes: 0, connected: 0, refused: 0, events: 0, served: 0, limited: 0, dropped: 0 };
const sockets = [];
let isFlooding = true;
parentPort.once('message', () => (isFlooding = false));
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function floodOnce() {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  counts.handshakes += 1;
  const isConnected = await new Promise((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', (error) => {
      if (error.message === 'too many connections') counts.refused += 1;
      resolve(false);
    });
  });
  if (!isConnected) return;
  counts.connected += 1;
  socket.once('disconnect', (reason) => reason === 'io server disconnect' && (counts.dropped += 1));
  while (socket.connected && isFlooding && counts.events < events) {
    for (let i = 0; i < 100; i += 1, counts.events += 1) {
      socket.emit('join:chat', { roomId }, (answer) => {
        if (answer.ok) counts.served += 1;
        else if (answer.error === limitedMessage) counts.limited += 1;
      });
    }
    await pause(10);
  }
}

while (isFlooding && counts.handshakes < handshakes) await Promise.all(Array.from({ length: 50 }, floodOnce));
while (isFlooding) await pause(20);
// Answers still on their way are counted before the sockets close.
await pause(500);
sockets.forEach((socket) => socket.disconnect());
parentPort.postMessage(counts);
