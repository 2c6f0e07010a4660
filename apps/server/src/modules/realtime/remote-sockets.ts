import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { noSockets, socketControl, type SocketControl } from './realtime';

/**
 * Socket control for a process that serves no sockets (an operator command). With Redis, every
 * instance hears it at once through the adapter; without, each instance's session sweep notices.
 */
export function connectRemoteSockets(redisUrl: string | undefined): { sockets: SocketControl; close: () => Promise<void> } {
  if (!redisUrl) return { sockets: noSockets, close: async () => undefined };
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = publisher.duplicate();
  const io = new Server();
  io.adapter(createAdapter(publisher, subscriber));
  return {
    sockets: socketControl(io),
    close: async () => {
      await io.of('/').adapter.close();
      // quit waits for the publishes queued before it.
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
